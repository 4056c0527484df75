import AppModels
import SimulationKit

/// The `locsim` command: dispatches to subcommands, prints help and version, and turns every command
/// line mistake into `Error: …`, a "Did you mean …?", the usage line and exit status 64.
///
/// A library type rather than code in the executable, so a team's own executable can start the full
/// CLI with its own models registered, and tests can run it in-process:
///
/// ```swift
/// let out = StringSink(), err = StringSink()
/// let status = LocsimCommandLine().run(["--version"], output: out, errors: err)
/// // status == .success, out.text == "locsim 0.1.0\n"
/// ```
public struct LocsimCommandLine: Sendable {
    /// The subcommands, in the order help lists them.
    public let subcommands: [Subcommand]

    /// The models `run`, `test` and `explore` may name: the built-in ones plus a team's own.
    public let models: ModelRegistry

    /// The program's name as usage lines print it (`locsim`, `locsim-bench`).
    public let programName: String

    /// The executable `explore --jobs N` starts worker processes from (``CommandContext/workerExecutable``):
    /// set by ``main()`` to the running program, nil when another program runs this command line.
    var workerExecutable: String?

    /// The top-level usage line.
    public var usageLine: String { "Usage: \(programName) <subcommand> [options]" }

    /// A command line with the built-in subcommands.
    public init() {
        self.init(programName: "locsim", subcommands: BuiltinSubcommands.all)
    }

    /// The full `locsim` command line with a team's own models registered beside the built-in ones
    /// (a model of the same name as a built-in one replaces it):
    ///
    /// ```swift
    /// LocsimCommandLine(extraModels: [MyAppModel.descriptor]).main()
    /// ```
    public init(extraModels: [ModelDescriptor], programName: String = "locsim") {
        var registry = BuiltinModels.registry
        for descriptor in extraModels { registry.register(descriptor) }
        self.init(programName: programName, subcommands: BuiltinSubcommands.all, models: registry)
    }

    /// A command line with exactly these subcommands (`help` is always added).
    public init(programName: String, subcommands: [Subcommand], models: ModelRegistry = BuiltinModels.registry) {
        self.models = models
        self.programName = programName
        self.subcommands = subcommands.filter { $0.name != "help" }.map { $0.named(in: programName) }
    }

    /// Runs one invocation (`arguments` without the program name) and returns its exit status.
    public func run(_ arguments: [String], output: TextSink, errors: TextSink) -> ExitCode {
        let context = CommandContext(
            output: output, errors: errors, models: models, programName: programName,
            workerExecutable: workerExecutable)
        guard let first = arguments.first else {
            output.write(helpText)
            return .success
        }
        switch first {
        case "-h", "--help":
            output.write(helpText)
            return .success
        case "--version":
            output.write("\(programName) \(SimulationKit.version)\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let subcommand = subcommands.first(where: { $0.name == first }) else {
            let names = subcommands.map(\.name) + ["help"]
            let error: CommandLineError
            if first.hasPrefix("-") {
                let suggestion = EditDistance.nearest(to: first, among: ["--help", "--version"])
                error = .unknownOption(first, subcommand: programName, suggestion: suggestion)
            } else {
                error = .unknownSubcommand(first, suggestion: EditDistance.nearest(to: first, among: names))
            }
            return report(error, usage: usageLine, context: context)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: { $0 == "-h" || $0 == "--help" }) {
            output.write(subcommand.helpText)
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, options: subcommand.options, subcommand: subcommand.name)
            return try subcommand.run(parsed, context)
        } catch let error as CommandLineError {
            return report(error, usage: subcommand.usageLine, context: context)
        } catch {
            errors.write("Error: \(error)\n")
            return .failure
        }
    }

    /// Runs the process's own command line and exits with its status; what `locsim`'s `main` calls.
    ///
    /// Signals first: a closed pipe or a file-size limit must fail a write (and exit 74) rather
    /// than kill the process, and Ctrl-C or `kill` must remove half-written files. Standard output
    /// that could not be written is an error too (exit 74): `locsim run x > /dev/full` wrote nothing.
    public func main() -> Never {
        TemporaryFiles.installSignalHandlers()
        let output = StandardStream.output()
        let errors = StandardStream.error()
        var line = self
        line.workerExecutable = RunningExecutable.path
        var status = line.run(Array(CommandLine.arguments.dropFirst()), output: output, errors: errors)
        output.flush()
        if let reason = output.writeErrorText {
            errors.write("Error: cannot write standard output: \(reason)\n")
            status = .ioError
        }
        errors.flush()
        exit(status.rawValue)
    }

    /// The text of `locsim --help`.
    public var helpText: String {
        var text = """
            \(programName) \(SimulationKit.version): a deterministic simulator of the iOS location and motion permission system.

            \(usageLine)

            Subcommands:

            """
        let rows =
            subcommands.map { ($0.name, $0.abstract) } + [("help", "Show help for locsim or one of its subcommands.")]
        let width = rows.map(\.0.count).max() ?? 0
        for (name, abstract) in rows {
            text += "  " + name.padded(to: width) + "  " + abstract + "\n"
        }
        text += """

            Options:
              -h, --help  Show this help.
              --version   Print the version.

            See '\(programName) help <subcommand>' for a subcommand's options.

            """
        return text
    }

    private func help(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let name = arguments.first else {
            context.output.write(helpText)
            return .success
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            if name == "help" {
                context.output.write(helpText)
                return .success
            }
            let suggestion = EditDistance.nearest(to: name, among: subcommands.map(\.name) + ["help"])
            return report(
                .unknownSubcommand(name, suggestion: suggestion), usage: "Usage: \(programName) help <subcommand>",
                context: context)
        }
        context.output.write(subcommand.helpText)
        return .success
    }

    private func report(_ error: CommandLineError, usage: String, context: CommandContext) -> ExitCode {
        context.errors.write("Error: \(error)\n\(usage)\n")
        return .usage
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
