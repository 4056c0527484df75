import SimulationKit

/// The bounds the parser enforces, so no input can make it run long, recurse deep or print forever.
///
/// Hitting a limit is an error with its figure, never a silent cut.
public struct ScenarioLimits: Hashable, Sendable, Codable {
    /// The largest file accepted, in bytes (64 MiB).
    public var maximumFileBytes: Int
    /// The longest line accepted, in bytes (4 KiB: a usage string fits, a runaway paste does not).
    public var maximumLineBytes: Int
    /// Errors collected before the parser stops (the last error says so).
    public var maximumErrors: Int
    /// The deepest nesting of parentheses and `not` in one expression.
    public var maximumExpressionDepth: Int
    /// The latest time a scenario may name (one year), which keeps every sum of times far from overflow.
    public var maximumTime: SimDuration

    /// Explicit limits.
    public init(
        maximumFileBytes: Int, maximumLineBytes: Int, maximumErrors: Int, maximumExpressionDepth: Int,
        maximumTime: SimDuration
    ) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumLineBytes = maximumLineBytes
        self.maximumErrors = maximumErrors
        self.maximumExpressionDepth = maximumExpressionDepth
        self.maximumTime = maximumTime
    }

    /// The defaults every caller uses unless a test needs smaller ones.
    public static let standard = ScenarioLimits(
        maximumFileBytes: 64 << 20, maximumLineBytes: 4096, maximumErrors: 200, maximumExpressionDepth: 32,
        maximumTime: .longestRun)
}
