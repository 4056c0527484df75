import LocationSystem
import Recordings
import Replay

/// `locsim calibrate REC.jsonl… -o NAME.profile`: fits the profile's timing figures to recordings
/// (each with its range and sample count), keeps the rest from the base profile, and writes a
/// profile file that `profile ./NAME.profile` and `--profile` load (docs/recordings.md).
public enum CalibrateCommand {
    /// The subcommand declaration.
    public static var subcommand: Subcommand {
        Subcommand(
            name: "calibrate", abstract: "Fit a timing profile to device recordings and write it as a file.",
            arguments: "REC.jsonl…",
            options: [
                OptionSpec("-o", value: "NAME.profile", help: "The profile file to write (whole, renamed into place)."),
                ProfileOption.spec("The base profile the unfitted figures come from (default ios27-simulator)."),
            ],
            discussion: """
                Examples:
                  locsim calibrate recordings/*.jsonl -o my-iphone.profile
                  locsim run journey.scenario        # with `profile ./my-iphone.profile` in its header

                Exit status: 0 the profile was written; 64 a bad command line or an unreadable file;
                65 a bad recording or base profile file; 66 the --profile file is not there; 73 the
                output cannot be created; 74 writing it failed. See docs/recordings.md.
                """,
            run: { arguments, context in try run(arguments, context: context) })
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw .missingArgument("at least one recording REC.jsonl", subcommand: "calibrate")
        }
        guard let output = arguments.value("-o") else {
            throw .missingArgument("-o NAME.profile (the profile file to write)", subcommand: "calibrate")
        }
        guard output.hasSuffix(ProfileFile.fileExtension) else {
            throw .invalidValue(option: "-o", value: output, expected: "a file name ending in .profile")
        }
        var claims = PathClaims()
        for path in arguments.positionals { try claims.distinctInput(path, as: "REC") }
        try ProfileOption.claim(arguments, in: &claims)
        try claims.output(output, as: "-o")
        let base: Profile
        switch try ProfileOption.resolve(arguments, context: context) {
        case .proceed(let resolved): base = resolved
        case .stop(let status): return status
        }
        let recordings: [Recording]
        switch try RecordingFile.loadAll(arguments.positionals, context: context) {
        case .proceed(let loaded): recordings = loaded
        case .stop(let status): return status
        }
        let calibrator = Calibrator(base: base)
        let evidence = calibrator.evidence(recordings)
        let profile = calibrator.profile(from: evidence, name: output)
        // A base read from a file is written out figure by figure over the shipped default.
        let shipped = (try? Profile.named(base.name)) ?? .ios27Simulator
        let comments = [
            "Calibrated by `locsim calibrate` from \(recordings.count) recording\(recordings.count == 1 ? "" : "s") "
                + "on \(base.name).",
            "Each fitted figure says its samples; the others are kept from the base.",
        ]
        let text = ProfileFile.text(
            of: profile, base: shipped, comments: comments, notes: CalibrationReport.notes(evidence, base: base))
        if let failed = ReportOutput.write(text, to: output, context: context) { return failed }
        context.output.write(
            CalibrationReport.text(evidence: evidence, base: base, profile: profile, recordings: recordings.count))
        return .success
    }
}
