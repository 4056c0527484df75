/// A what-if fault: a way the real system has been seen or feared to misbehave, off by default and
/// switched on per scenario so models can be tested against it.
public enum Fault: String, CaseIterable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// SET-4 (reported in 003): the authorization callback for a change made in Settings never comes.
    case skippedSettingsCallback = "skipped-settings-callback"
    /// (A) Every authorization callback after a change arrives `faultCallbackDelay` late.
    case delayedCallback = "delayed-callback"
    /// (A) The first authorization callback after a change (not the initial AUTH-1 one) is lost.
    case droppedCallback = "dropped-callback"
    /// (A) The user never answers: `alert "…"` steps leave the alert on screen.
    case unansweredAlert = "unanswered-alert"

    /// The name scenarios use.
    public var description: String { rawValue }

    /// Fault names, for "did you mean".
    public static var names: [String] { allCases.map(\.rawValue) }

    /// Declaration order.
    public static func < (lhs: Fault, rhs: Fault) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
