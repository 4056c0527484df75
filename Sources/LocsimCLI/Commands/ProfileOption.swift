import LocationSystem
import Replay
import ScenarioLanguage
import SimulationKit

/// `--profile NAME|FILE` of `run`, `test`, `explore`, `import`, `conform`, `calibrate` and `rules`:
/// a shipped profile by name, or a profile file (`./mine.profile`, as `locsim calibrate` writes)
/// relative to the working directory, loaded as a scenario's `profile ./NAME.profile` line is.
enum ProfileOption {
    /// The option's declaration.
    static func spec(_ help: String) -> OptionSpec {
        OptionSpec("--profile", value: "NAME|FILE", help: help)
    }

    /// The declaration on `run`, `test` and `explore`, where it replaces each file's `profile` line.
    static let replacingSpec = spec("Run on this profile instead of the file's: a name or a ./NAME.profile file.")

    /// The profile `--profile` names (the default when absent), or the exit status to stop with: a
    /// wrong name is a command-line error (64); a profile file that is not there or cannot be read
    /// stops with 66; one with faults has them written out, at their lines (65).
    static func resolve(
        _ arguments: ParsedArguments, context: CommandContext
    ) throws(CommandLineError) -> CommandStep<Profile> {
        switch try resolveGiven(arguments, context: context) {
        case .proceed(let profile): return .proceed(profile ?? .ios27Simulator)
        case .stop(let status): return .stop(status)
        }
    }

    /// The profile `--profile` names, nil when it is absent; otherwise as ``resolve(_:context:)``.
    static func resolveGiven(
        _ arguments: ParsedArguments, context: CommandContext
    ) throws(CommandLineError) -> CommandStep<Profile?> {
        guard let name = arguments.value("--profile") else { return .proceed(nil) }
        if !ProfileFile.isPath(name), !Profile.names.contains(name) {
            throw .unknownName(
                option: "--profile", value: name, noun: "profile",
                expected: Profile.names.joined(separator: ", ") + ", or a profile file such as ./NAME.profile",
                suggestion: EditDistance.nearest(to: name, among: Profile.names))
        }
        switch ProfileFile.resolve(name, relativeTo: nil) {
        case .success(let profile): return .proceed(profile)
        case .failure(let errors):
            guard errors.errors.allSatisfy({ $0.location == nil }) else {
                context.errors.write(errors.description)
                return .stop(.dataError)
            }
            let message = errors.errors.map { DisplayPath.escaped($0.message) }.joined(separator: "; ")
            context.errors.write("Error: --profile: \(message)\n")
            return .stop(.noInput)
        }
    }

    /// Claims the profile file `scenario`'s `profile` line names, when it names one, as an input no
    /// output may replace: a scenario that relies on a calibrated profile must not lose it to a report
    /// (even under `--profile`, which only stops it being read).
    static func claimNamed(by scenario: Scenario, in claims: inout PathClaims) throws(CommandLineError) {
        guard ProfileFile.isPath(scenario.profile) else { return }
        try claims.input(
            ProfileFile.path(of: scenario.profile, relativeTo: scenario.pathOnDisk),
            as: "the profile file the scenario names"
        )
    }

    /// Claims the `--profile` file, when it names one, as an input no output may replace.
    static func claim(_ arguments: ParsedArguments, in claims: inout PathClaims) throws(CommandLineError) {
        guard let name = arguments.value("--profile"), ProfileFile.isPath(name) else { return }
        try claims.input(name, as: "the --profile file")
    }
}
