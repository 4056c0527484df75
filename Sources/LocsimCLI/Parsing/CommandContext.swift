import AppModels

/// What a running subcommand may touch: where its output and errors go, and the models it may run.
/// Passed in rather than global so tests run the whole CLI in-process with captured output, and a
/// team's own executable runs it with its own models registered.
public final class CommandContext: @unchecked Sendable {
    /// Standard output: timelines, reports, summaries.
    public let output: TextSink
    /// Standard error: errors and warnings.
    public let errors: TextSink
    /// The models scenarios may name.
    public let models: ModelRegistry
    /// The name the program was invoked as (`locsim`, or a team's `my-locsim`), for commands a
    /// message tells the user to run.
    public let programName: String
    /// The executable `explore --jobs N` starts its worker processes from: the running program's own
    /// file when it was started by ``LocsimCommandLine/main()``, nil when the command line runs
    /// inside another program (a test), whose executable is not locsim.
    public let workerExecutable: String?

    /// A context writing to the given sinks.
    public init(
        output: TextSink, errors: TextSink, models: ModelRegistry = BuiltinModels.registry,
        programName: String = "locsim", workerExecutable: String? = nil
    ) {
        self.output = output
        self.errors = errors
        self.models = models
        self.programName = programName
        self.workerExecutable = workerExecutable
    }
}
