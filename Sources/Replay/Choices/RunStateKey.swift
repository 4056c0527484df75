import AppModels
import LocationSystem

/// The part of a run that decides its future: system, app, pending verdicts, the UI last shown and
/// the line held at a choice. Counters and the trace so far are left out, so converging timelines
/// compare equal. Only a run whose app forks by copy (``AppBranching/fork``) has a meaningful key.
public struct RunStateKey: Hashable, Sendable {
    let simulation: Simulation
    let app: (any AppDriver)?
    let tracker: ExpectationTracker
    let lastUI: [StateEntry]
    let lastSession: [StateEntry]
    let pendingStep: PendingStep?
    let failure: RuntimeFailure?
    let hitLimit: Bool

    /// Hashes the world, the model and the checks; the UI and session last recorded follow from the
    /// model, and the held line from the queue, so they are only compared. The random streams are
    /// hashed beside the simulation, whose own hash leaves them out: states that differ only in them
    /// are common (an option that draws nothing where another draws), and each pair of them that
    /// met in a table was told apart by comparing the two states whole.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(simulation)
        hasher.combine(simulation.random)
        // Through optional chaining: binding the app with `if let` first costs another copy of it.
        if case .none = app?.hashState(into: &hasher) { hasher.combine(0) }
        hasher.combine(tracker)
        hasher.combine(pendingStep?.entry)
        hasher.combine(pendingStep?.depth)
        hasher.combine(failure == nil)
        hasher.combine(hitLimit)
    }

    /// The key with the app left out: the system, the checks, the line held, and the UI and session
    /// the app last recorded standing in for the app. What an app that cannot be compared (an
    /// object) may merge by when the user asks for it: a heuristic, since fields the recording
    /// leaves out may differ.
    public var recordedOnly: RunStateKey {
        RunStateKey(
            simulation: simulation, app: nil, tracker: tracker, lastUI: lastUI, lastSession: lastSession,
            pendingStep: pendingStep, failure: failure, hitLimit: hitLimit)
    }

    /// Equal when every part is; the apps compare through ``AppDriver/isSameState(as:)``.
    public static func == (lhs: RunStateKey, rhs: RunStateKey) -> Bool {
        let sameApp: Bool
        switch (lhs.app, rhs.app) {
        case (nil, nil): sameApp = true
        case (let left?, let right?): sameApp = left.isSameState(as: right)
        default: sameApp = false
        }
        return sameApp && lhs.simulation == rhs.simulation && lhs.tracker == rhs.tracker && lhs.lastUI == rhs.lastUI
            && lhs.lastSession == rhs.lastSession && lhs.pendingStep == rhs.pendingStep && lhs.failure == rhs.failure
            && lhs.hitLimit == rhs.hitLimit
    }
}
