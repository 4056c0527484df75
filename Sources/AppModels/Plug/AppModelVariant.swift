import LocationSystem

/// A model that is a small variation of another: it holds the model it varies as ``base`` and
/// forwards everything it does not change.
///
/// The classic-bug models are built this way so each one differs from its reference in exactly the
/// line that carries the bug, and a fix to the reference reaches every variation.
///
/// ```swift
/// struct ForgetfulAuthorization: AppModelVariant {
///     var base: AuthorizationModel
///     init(options: ModelOptions) throws(ModelOptionError) { base = try AuthorizationModel(options: options) }
///     var ui: [StateEntry] { base.ui.filter { $0.key != "banner" } }   // the one change
/// }
/// ```
public protocol AppModelVariant: AppModel {
    /// The model this one varies.
    associatedtype Base: AppModel
    /// The varied model's state.
    var base: Base { get set }
}

extension AppModelVariant {
    /// Forwards to ``base``.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        base.handle(event, system: &system)
    }

    /// Forwards to ``base``.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        base.tap(label, system: &system)
    }

    /// The keys of ``base``: a variation that shows more says so by declaring its own.
    public static var keys: ModelKeys? { Base.keys }

    /// Forwards to ``base``.
    public var ui: [StateEntry] { base.ui }

    /// Forwards to ``base``.
    public var session: [StateEntry] { base.session }

    /// Forwards to ``base``.
    public func invariantViolations(system: AppSystem) -> [String] {
        base.invariantViolations(system: system)
    }

    /// What ``base``'s invariants read: a variation whose own rules read the system says so.
    public static var invariantsReadSystem: Bool { Base.invariantsReadSystem }
}
