import AppModels

/// How a run makes the app at each launch, and how exploration branches runs of it (the driver's
/// ``AppDriver/branching``, known before the first launch).
///
/// The scenario's model (``model``) is the usual app: a value made from the model named in the
/// header with its options. Another driver — an app that is a reference type — is given with
/// ``init(_:)``.
///
/// ```swift
/// var prepared = try RunSetup.prepare(scenario, source: text, registry: registry).get()
/// prepared.app = AppLauncher { descriptor, options in MyDelegateApp(descriptor, options) }
/// ```
public struct AppLauncher: Sendable {
    /// How exploration branches a run of the apps this launcher makes; nil: as the scenario's
    /// registered model says (``ModelDescriptor/branching``).
    public let branching: AppBranching?
    private let make: @Sendable (ModelDescriptor, ModelOptions) -> (any AppDriver)?

    /// A launcher of `Driver`s, made from the scenario's model and options (nil: the app does not start).
    public init<Driver: AppDriver>(_ make: @escaping @Sendable (ModelDescriptor, ModelOptions) -> Driver?) {
        branching = Driver.branching
        self.make = { descriptor, options in make(descriptor, options) }
    }

    private init(
        branching: AppBranching?, make: @escaping @Sendable (ModelDescriptor, ModelOptions) -> (any AppDriver)?
    ) {
        self.branching = branching
        self.make = make
    }

    /// The scenario's model as registered: a value forked by copy, or an object app re-run from
    /// time zero. Its options were checked when the run was prepared.
    public static let model = AppLauncher(branching: nil) { descriptor, options in
        try? descriptor.instantiate(options)
    }

    /// A fresh app for a launch.
    func launch(_ descriptor: ModelDescriptor, _ options: ModelOptions) -> (any AppDriver)? {
        make(descriptor, options)
    }
}
