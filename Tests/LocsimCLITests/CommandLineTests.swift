import LocsimCLI
import Testing

/// Runs the CLI in-process and returns (status, stdout, stderr).
func runLocsim(
    _ arguments: [String], commandLine: LocsimCommandLine = LocsimCommandLine()
) -> (
    status: ExitCode, output: String, errors: String
) {
    let output = StringSink()
    let errors = StringSink()
    let status = commandLine.run(arguments, output: output, errors: errors)
    return (status, output.text, errors.text)
}

/// A command line with one test subcommand, so dispatch and option errors can be pinned before the
/// real subcommands exist.
let echoCommandLine = LocsimCommandLine(
    programName: "locsim",
    subcommands: [
        Subcommand(
            name: "run", abstract: "Echo the parse.", arguments: "FILE…",
            options: [
                OptionSpec("--seed", value: "N", help: "The seed."),
                OptionSpec("--set", value: "PARAM=VALUE", repeatable: true, help: "An override."),
                OptionSpec("--update", help: "A flag."),
            ]
        ) { arguments, context in
            context.output.write(
                "files=\(arguments.positionals) seed=\(arguments.value("--seed") ?? "-") "
                    + "set=\(arguments.allValues("--set")) update=\(arguments.has("--update"))\n")
            return .success
        }
    ])

@Suite("locsim: dispatch, help, version and usage errors")
struct CommandLineTests {
    @Test("--version prints the version and exits 0")
    func version() {
        let result = runLocsim(["--version"])
        #expect(result.status == .success)
        #expect(result.output == "locsim 0.1.0\n")
        #expect(result.errors.isEmpty)
    }

    @Test("--help, help and no arguments print the same help", arguments: [["--help"], ["-h"], ["help"], []])
    func help(arguments: [String]) {
        let result = runLocsim(arguments)
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("locsim 0.1.0: a deterministic simulator"))
        #expect(result.output.contains("Usage: locsim <subcommand> [options]"))
        #expect(result.output.contains("Show help for locsim or one of its subcommands."))
    }

    @Test(
        "mistakes print Error:, a suggestion and the usage line, and exit 64",
        arguments: [
            (["rnu"], "Error: unknown subcommand 'rnu'. Did you mean 'run'?\nUsage: locsim <subcommand> [options]\n"),
            (["frobnicate"], "Error: unknown subcommand 'frobnicate'.\nUsage: locsim <subcommand> [options]\n"),
            (
                ["--verison"],
                "Error: unknown option '--verison' for 'locsim'. Did you mean '--version'?\nUsage: locsim <subcommand> [options]\n"
            ),
            (
                ["run", "--sed", "3"],
                "Error: unknown option '--sed' for 'run'. Did you mean '--seed'?\nUsage: locsim run FILE… [--seed N] [--set PARAM=VALUE]… [--update]\n"
            ),
            (
                ["run", "--seed"],
                "Error: option '--seed' needs a value: --seed N.\nUsage: locsim run FILE… [--seed N] [--set PARAM=VALUE]… [--update]\n"
            ),
            (
                ["run", "--seed", "1", "--seed", "2"],
                "Error: option '--seed' was given more than once; give it once.\nUsage: locsim run FILE… [--seed N] [--set PARAM=VALUE]… [--update]\n"
            ),
            (
                ["run", "--update=yes"],
                "Error: invalid value 'yes' for '--update': expected no value (it is a flag).\nUsage: locsim run FILE… [--seed N] [--set PARAM=VALUE]… [--update]\n"
            ),
            (["help", "rn"], "Error: unknown subcommand 'rn'. Did you mean 'run'?\nUsage: locsim help <subcommand>\n"),
        ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = runLocsim(arguments, commandLine: echoCommandLine)
        #expect(result.status == .usage)
        #expect(result.status.rawValue == 64)
        #expect(result.errors == message)
        #expect(result.output.isEmpty)
    }

    @Test("options parse in any order, with = or a space, repeated where allowed; -- ends options")
    func parsing() {
        let result = runLocsim(
            ["run", "a.scenario", "--set", "x=1", "--seed=7", "--update", "--set", "y=2", "--", "--odd.scenario"],
            commandLine: echoCommandLine)
        #expect(result.status == .success)
        #expect(
            result.output == "files=[\"a.scenario\", \"--odd.scenario\"] seed=7 set=[\"x=1\", \"y=2\"] update=true\n")
    }

    @Test("a subcommand's --help lists its options and exits 0", arguments: [["run", "--help"], ["help", "run"]])
    func subcommandHelp(arguments: [String]) {
        let result = runLocsim(arguments, commandLine: echoCommandLine)
        #expect(result.status == .success)
        #expect(
            result.output == """
                Echo the parse.

                Usage: locsim run FILE… [--seed N] [--set PARAM=VALUE]… [--update]

                Options:
                  --seed N           The seed.
                  --set PARAM=VALUE  An override.
                  --update           A flag.
                  -h, --help         Show this help.

                """)
    }
}
