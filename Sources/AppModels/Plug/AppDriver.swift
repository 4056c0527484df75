import LocationSystem

/// The app under test as a run drives it: events in, calls out through `AppSystem`, and the UI and
/// session it shows. Every ``AppModel`` is one; an app that is a reference type (a class such as a
/// team's own `CLLocationManagerDelegate`) is another.
///
/// Exploration branches a run at each what-if choice and asks the driver how (``branching``): a
/// value is forked by copying the run, and converging timelines are merged by comparing states
/// (``isSameState(as:)``); a reference type cannot be copied, so each branch re-runs its timeline
/// from time zero with a fresh app, and nothing is merged.
public protocol AppDriver: Sendable {
    /// Reacts to something the system delivered to the app.
    mutating func handle(_ event: AppEvent, system: inout AppSystem)

    /// Reacts to `event` as ``handle(_:system:)`` does and says whether the app may have changed:
    /// false only when it certainly did not, so a run need not read its UI and session again.
    mutating func handleNotingChange(_ event: AppEvent, system: inout AppSystem) -> Bool

    /// Whether the app certainly does nothing on `event` — no call, no change — whatever its state
    /// and the system's. A run then does not hand the event over: no system handle to make, and no
    /// copy of an app a forked run shares. False unless the app says otherwise; true for an event
    /// the app reacts to would lose the reaction.
    func ignores(_ event: AppEvent) -> Bool
    /// Reacts to the user tapping the control labelled `label`; false when there is no such control.
    mutating func tap(_ label: String, system: inout AppSystem) -> Bool

    /// What the user sees, in display order.
    var ui: [StateEntry] { get }

    /// What the feature holds, in a stable order.
    var session: [StateEntry] { get }

    /// The app's own rules: one message per broken rule. Checked after every event, or only after
    /// the events that may have changed the app when they read nothing of the system
    /// (``invariantsReadSystem``).
    func invariantViolations(system: AppSystem) -> [String]

    /// Whether ``invariantViolations(system:)`` reads `system` (its getters or its `now`). When it
    /// does not, its rules are a function of the app's own state: their verdict changes only when
    /// the app does, and a run checks them only after an event that may have changed the app (for
    /// a model, one after which it is not `==` to itself before, so `==` must compare every field
    /// the rules read, as a synthesized one does). True unless the app says otherwise.
    static var invariantsReadSystem: Bool { get }

    /// How exploration branches a run of this app: by copying it, or by re-running from time zero.
    static var branching: AppBranching { get }

    /// Hashes the app's state, for merging timelines that converged (``AppBranching/fork`` only).
    func hashState(into hasher: inout Hasher)

    /// Whether `other` is an app of the same type in the same state (``AppBranching/fork`` only).
    func isSameState(as other: any AppDriver) -> Bool
}

/// How exploration continues a run of an app along two options of a choice.
public enum AppBranching: Hashable, Sendable {
    /// Copy the run: the app is a value, so a copy is an independent app (and can be compared).
    case fork
    /// Re-run the timeline from time zero with a fresh app: the app is a reference type.
    case replay
}

extension AppDriver {
    /// Every event is handed over.
    public func ignores(_ event: AppEvent) -> Bool { false }
    /// Invariants that may read the system: checked after every event.
    public static var invariantsReadSystem: Bool { true }

    /// Handles the event and answers that the app may have changed: an object cannot be compared
    /// with itself before the event.
    public mutating func handleNotingChange(_ event: AppEvent, system: inout AppSystem) -> Bool {
        handle(event, system: &system)
        return true
    }
}

extension AppModel {
    /// Handles the event and compares the model with a copy of itself from before it. A model
    /// that is a class is the same object before and after, so it always may have changed.
    public mutating func handleNotingChange(_ event: AppEvent, system: inout AppSystem) -> Bool {
        guard !(Self.self is AnyObject.Type) else {
            handle(event, system: &system)
            return true
        }
        let before = self
        handle(event, system: &system)
        return self != before
    }

    /// A model is a value: runs of it are forked by copying.
    public static var branching: AppBranching { .fork }

    /// The model's type and its own hash.
    public func hashState(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Self.self))
        hash(into: &hasher)
    }

    /// Equal when `other` is a model of exactly this type that is equal. The dynamic types are
    /// compared first: a class model's subclass would pass `as?` one way only.
    public func isSameState(as other: any AppDriver) -> Bool {
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self), let other = other as? Self else {
            return false
        }
        return self == other
    }
}
