/// A what-if fault: a way the real system has been seen or feared to misbehave, off by default and
/// switched on per scenario so models can be tested against it.
public enum Fault: String, CaseIterable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// SET-4 (reported in 003): the authorization callback for a change made in Settings never comes.
    case skippedSettingsCallback = "skipSettingsCallback"
    /// (A) Every authorization callback after a change arrives `faultCallbackDelay` late.
    case delayedCallback = "delayCallback"
    /// (A) The first authorization callback after a change (not the initial AUTH-1 one) is lost.
    case droppedCallback = "dropCallback"
    /// (A) The user never answers: `alert "…"` steps leave the alert on screen.
    case unansweredAlert = "unansweredAlert"

    /// The name scenarios use.
    public var description: String { rawValue }

    /// Fault names, for "did you mean".
    public static var names: [String] { allCases.map(\.rawValue) }

    /// Declaration order.
    public static func < (lhs: Fault, rhs: Fault) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Simulation {
    /// Switches a what-if fault on or off from this moment (a scenario's timed `fault NAME` step);
    /// a fault in the header is on from the start through ``SimulationConfiguration/faults``.
    public mutating func setFault(_ fault: Fault, enabled: Bool) {
        if enabled {
            state.faults.insert(fault)
        } else {
            state.faults.remove(fault)
        }
    }
}
