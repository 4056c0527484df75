import Replay
import Reports

/// `locsim render FILE --svg OUT.svg [--mermaid OUT.mmd]`: plays one scenario and draws it, because
/// a reviewer sees where the app was, when the alert was up and what the screen showed faster in a
/// picture than in a timeline of text.
///
/// The run streams: the picture is drawn in two passes over the same deterministic run (the first
/// finds the time axis, the second folds what is drawn onto it) and the diagram in the first, so
/// memory is bounded by the picture, not the run's length. Takes the options of `run` (`--model`,
/// `--seed`, `--set`), writes each file whole and renames it into place, says so on standard output
/// (`wrote out.svg (12.3 KB)`, one line a file), and exits as `run` does:
/// 0 every expectation held, 1 one failed or a step could not happen, 64 a bad command line, 65 a bad
/// scenario file, 73 or 74 an output that cannot be created or written.
public enum RenderCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "render", abstract: "Play a scenario and draw it: an SVG timeline, a Mermaid state diagram.",
            arguments: "FILE",
            options: [
                OptionSpec("--svg", value: "OUT.svg", help: "Write the SVG timeline to OUT.svg."),
                OptionSpec("--mermaid", value: "OUT.mmd", help: "Write the Mermaid state diagram to OUT.mmd."),
                OptionSpec("--model", value: "NAME", help: "Run this model instead of the file's."),
                OptionSpec("--seed", value: "N", help: "Use this seed instead of the file's."),
                ProfileOption.replacingSpec,
                OptionSpec(
                    "--max-events", value: "N",
                    help: "Stop a run after N events, reported (default \(RunOptions.defaultMaximumEvents))."),
                OptionSpec(
                    "--set", value: "PARAM=VALUE", repeatable: true,
                    help: "Override a profile figure (after the file's)."),
            ],
            discussion: """
                Examples:
                  locsim render Scenarios/authorization/allow-once-expiry.scenario --svg allow-once.svg
                  locsim render run.scenario --svg run.svg --mermaid run.mmd --seed 3
                  locsim render run.scenario --svg run.svg --profile ./my-iphone.profile

                Exit status: 0 every expectation held; 1 one failed or a step could not happen;
                64 a bad command line; 65 a bad scenario or profile file; 66 the --profile file is
                missing; 73 an output cannot be created;
                74 writing one failed (a full disk, a file-size limit). See docs/failure-behaviour.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        guard let path = arguments.positionals.first else {
            throw .missingArgument("a scenario FILE", subcommand: "render")
        }
        if arguments.positionals.count > 1 {
            throw .unexpectedArgument(arguments.positionals[1], subcommand: "render")
        }
        let svgPath = arguments.value("--svg")
        let mermaidPath = arguments.value("--mermaid")
        guard svgPath != nil || mermaidPath != nil else {
            throw .missingArgument("an output: --svg OUT.svg or --mermaid OUT.mmd", subcommand: "render")
        }
        var options = try RunCommand.runOptions(arguments, models: context.models)
        var claims = PathClaims()
        try claims.input(path, as: "the scenario FILE")
        try ProfileOption.claim(arguments, in: &claims)
        if let svgPath { try claims.output(svgPath, as: "--svg") }
        if let mermaidPath { try claims.output(mermaidPath, as: "--mermaid") }
        switch try ProfileOption.resolveGiven(arguments, context: context) {
        case .proceed(let profile): options.profile = profile
        case .stop(let status): return status
        }
        let loaded: ScenarioFile.Loaded
        switch try ScenarioFile.loadOrReport(path, options: options, context: context) {
        case .loaded(let file): loaded = file
        case .stop(let status): return status
        }
        try ProfileOption.claimNamed(by: loaded.prepared.scenario, in: &claims)

        let prepared = loaded.prepared
        var layout = TimelineLayout()
        var tracer = TransitionTracer()
        var run = ScenarioRun(prepared)
        let outcome = run.run { record in
            if svgPath != nil { layout.observe(record) }
            if mermaidPath != nil { tracer.observe(record) }
        }

        var outputs: [(String, String)] = []
        if let svgPath {
            // The second pass: the same run again, folded onto the axis the first found.
            var sketch = TimelineSketch(layout: layout, outcome: outcome)
            var again = ScenarioRun(prepared)
            _ = again.run { sketch.observe($0) }
            outputs.append((svgPath, SVGTimeline.render(header: prepared.header, sketch: sketch, outcome: outcome)))
        }
        if let mermaidPath {
            outputs.append((mermaidPath, tracer.diagram.text))
        }
        for (target, text) in outputs {
            do {
                let file = try AtomicFileSink(path: target)
                file.write(text)
                try file.commit()
            } catch {
                context.errors.write("Error: \(error)\n")
                return error.exitCode
            }
            context.output.write("wrote \(target) (\(sizeText(text.utf8.count)))\n")
        }
        for failure in outcome.failures {
            context.errors.write("\(failure.location): expectation failed: \(failure.message)\n")
        }
        if let failure = outcome.failure {
            context.errors.write(failure.description)
        }
        if outcome.hitEventLimit { context.errors.write(RunCommand.eventLimitNote(prepared, outcome)) }
        return outcome.passed ? .success : .failure
    }

    /// A file's size as the `wrote` line says it: bytes below 1 KB, else KB or MB (of 1,024) to
    /// one decimal, rounded half up, so a success says what it wrote without a listing.
    ///
    /// ```swift
    /// RenderCommand.sizeText(812)     // "812 B"
    /// RenderCommand.sizeText(12_595)  // "12.3 KB"
    /// ```
    public static func sizeText(_ bytes: Int) -> String {
        guard bytes >= 1_024 else { return "\(bytes) B" }
        let (unit, divisor) = bytes >= 1_048_576 ? ("MB", 1_048_576) : ("KB", 1_024)
        let tenths = (bytes * 10 + divisor / 2) / divisor
        return "\(tenths / 10).\(tenths % 10) \(unit)"
    }
}
