/// What a running subcommand may touch: where its output and errors go. Passed in rather than global
/// so tests run the whole CLI in-process with captured output.
public final class CommandContext: @unchecked Sendable {
    /// Standard output: timelines, reports, summaries.
    public let output: TextSink
    /// Standard error: errors and warnings.
    public let errors: TextSink

    /// A context writing to the given sinks.
    public init(output: TextSink, errors: TextSink) {
        self.output = output
        self.errors = errors
    }
}
