/// An expectation's verdict as the trace reports it.
public struct TraceVerdict: Hashable, Sendable {
    /// The expectation's line.
    public var line: Int
    /// Whether it held.
    public var passed: Bool
    /// What held, or what was expected and what happened instead.
    public var message: String
    /// False for a line the run stopped before reaching (then it did not pass either).
    public var reached: Bool

    /// A verdict on `line`.
    public init(line: Int, passed: Bool, message: String, reached: Bool = true) {
        self.line = line
        self.passed = passed
        self.message = message
        self.reached = reached
    }

    /// The schema's fields: `line`, `message`, `passed`, and `reached` only when false.
    var fields: TraceFields {
        var entries: [(key: String, value: TraceValue)] = [
            ("line", .int(Int64(line))), ("message", .string(message)), ("passed", .bool(passed)),
        ]
        if !reached { entries.append(("reached", .bool(false))) }
        return TraceFields(sortedEntries: entries)
    }
}
