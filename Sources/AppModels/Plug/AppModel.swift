import LocationSystem

/// The plug: an app's own permission, UI and session logic, adapted to the simulated system.
///
/// locsim exists to test *this* logic. A model receives what the app would receive — launch,
/// lifecycle changes, taps on its own controls, authorization callbacks, failures, fixes, live
/// updates, diagnostics, full-accuracy and motion results — and reacts through `AppSystem`, the
/// Core-Location-shaped handle: getters answer at once, requests are commands that take effect after
/// the current event. It shows what the user sees (``ui``) and what the feature holds (``session``)
/// as ordered key/value pairs, which the recorder diffs after every event.
///
/// A model is a value: exploration forks timelines by copying it and merges identical ones by hashing
/// it (its ``AppDriver`` conformance says so), and an exploring run compares it with a copy from
/// before each event to learn whether its UI may have changed — so a model holds no class instance
/// it changes in place (the copy would be the same object). A relaunch makes a fresh instance; only
/// `AppSystem`'s persisted storage survives.
///
/// ```swift
/// struct Greeter: AppModel {
///     var manager: ManagerID?
///     var screen = "Welcome"
///     init(options: ModelOptions) throws(ModelOptionError) {}
///     mutating func handle(_ event: AppEvent, system: inout AppSystem) {
///         if case .launched = event { manager = system.createManager() }
///         if case .authorization(_, let status, _) = event, status == .authorizedWhenInUse { screen = "Map" }
///     }
///     mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
///         guard label == "Start", let manager else { return false }
///         system.requestWhenInUseAuthorization(manager)
///         return true
///     }
///     var ui: [StateEntry] { [StateEntry("screen", .text(screen))] }
/// }
/// ```
public protocol AppModel: AppDriver, Hashable {
    /// A fresh instance at launch, configured by the scenario's `model NAME key=value…` options.
    init(options: ModelOptions) throws(ModelOptionError)

    /// Reacts to something the system delivered to the app.
    mutating func handle(_ event: AppEvent, system: inout AppSystem)

    /// Reacts to the user tapping the control labelled `label`.
    ///
    /// - Returns: false when the UI has no such control, which stops the run with the step's line.
    mutating func tap(_ label: String, system: inout AppSystem) -> Bool

    /// What the user sees, in display order (`screen`, `banner`, `button`).
    var ui: [StateEntry] { get }

    /// What the feature holds, in a stable order (`tracking`, `distance_m`, `gaps`).
    var session: [StateEntry] { get }

    /// The model's own rules, checked after every event by replay and exploration: one message per
    /// broken rule, empty when all hold.
    func invariantViolations(system: AppSystem) -> [String]

    /// Every key ``ui`` and ``session`` can show, with all its values: what `locsim models --keys`
    /// and docs/models.md list, so a scenario's author knows the model without running it. Nil
    /// (the default) when the model does not declare them.
    static var keys: ModelKeys? { get }
}

extension AppModel {
    /// A model without controls: every tap misses.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool { false }

    /// A model without session state.
    public var session: [StateEntry] { [] }

    /// A model without invariants of its own.
    public func invariantViolations(system: AppSystem) -> [String] { [] }

    /// A model that does not declare its keys.
    public static var keys: ModelKeys? { nil }
}
