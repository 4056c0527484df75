import AppModels
import LocationSystem
import SimulationKit

/// The part of a run that decides its future: system, app, pending verdicts, the UI last shown and
/// the line held at a choice. Counters and the trace so far are left out, so converging timelines
/// compare equal, and so are the caches of work a check may skip (`checkedInputs`,
/// `invariantsDue`): two runs equal in the rest reach the same verdicts whether or not one of them
/// checks again. Only a run whose app forks by copy (``AppBranching/fork``) has a meaningful state
/// with its app; a run of an app that is re-run may be compared without it.
///
/// Read in place: exploration hashes every state it reaches where it lies, and copies a state only
/// once it is known to be new.
extension ScenarioRun {
    /// Hashes the world, the model (unless `includingApp` is false), the checks and the place in the
    /// timed lines; the UI and session last recorded follow from the model, and the held line from
    /// the place in the lines, so they are only compared. The random streams are hashed beside the simulation, whose own hash leaves them
    /// out: states that differ only in them are common (an option that draws nothing where another
    /// draws), and would otherwise share a hash and be told apart only by comparing them whole.
    ///
    /// Everything but the app is folded into one word (``HashFold``) and handed to the hasher once:
    /// a call into the hasher costs a round, and a state has some thirty words.
    func hashState(into hasher: inout Hasher, includingApp: Bool) {
        var fold = HashFold()
        simulation.fold(into: &fold)
        simulation.random.fold(into: &fold)
        tracker.fold(into: &fold)
        fold.add(nextLine)
        fold.add(pendingStep?.entry ?? -1)
        fold.add(pendingStep?.depth ?? -1)
        fold.add((failure.isNone ? 2 : 0) | (hitLimit ? 1 : 0))
        hasher.combine(fold.value)
        if includingApp && hasApp { driver.hashState(into: &hasher) } else { hasher.combine(0) }
    }

    /// Whether `other` would run on exactly as this run will: every part equal, the apps compared
    /// through ``AppDriver/isSameState(as:)`` unless `includingApp` is false (then the UI and
    /// session the apps last recorded stand in for them: a heuristic, since fields the recording
    /// leaves out may differ).
    func isSameState(as other: ScenarioRun, includingApp: Bool) -> Bool {
        let sameApp: Bool
        switch (includingApp && hasApp, includingApp && other.hasApp) {
        case (false, false): sameApp = true
        case (true, true): sameApp = driver.isSameState(as: other.driver)
        default: sameApp = false
        }
        return sameApp && simulation == other.simulation && tracker == other.tracker && lastUI == other.lastUI
            && lastSession == other.lastSession && pendingStep == other.pendingStep && failure == other.failure
            && hitLimit == other.hitLimit && sameLinesAhead(as: other)
    }

    /// Whether the timed lines still to run are the same lines at the same times: the same place
    /// in one scenario's lines, or (for timelines of different static values, which a sampled unit
    /// compares) lines equal from that place on.
    private func sameLinesAhead(as other: ScenarioRun) -> Bool {
        guard nextLine == other.nextLine else { return false }
        if preparedBox === other.preparedBox { return true }
        let (lines, others) = (preparedBox.lines, other.preparedBox.lines)
        return lines.count == others.count && lines[nextLine...] == others[nextLine...]
    }
}
