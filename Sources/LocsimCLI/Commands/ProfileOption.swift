import LocationSystem
import Replay

/// `--profile NAME|FILE` of `import`, `conform` and `calibrate`: a shipped profile by name, or a
/// profile file (`./mine.profile`, as `locsim calibrate` writes) relative to the working directory.
enum ProfileOption {
    /// The option's declaration.
    static func spec(_ help: String) -> OptionSpec {
        OptionSpec("--profile", value: "NAME|FILE", help: help)
    }

    /// The profile `--profile` names (the default when absent), or the exit status to stop with: a
    /// wrong name is a command-line error (64); a profile file with faults has them written out (65).
    static func resolve(
        _ arguments: ParsedArguments, context: CommandContext
    ) throws(CommandLineError) -> CommandStep<Profile> {
        guard let name = arguments.value("--profile") else { return .proceed(.ios27Simulator) }
        switch ProfileFile.resolve(name, relativeTo: nil) {
        case .success(let profile): return .proceed(profile)
        case .failure(let errors):
            if errors.errors.allSatisfy({ $0.location == nil }) {
                throw .invalidValue(
                    option: "--profile", value: name, expected: errors.errors.map(\.message).joined(separator: "; "))
            }
            context.errors.write(errors.description)
            return .stop(.dataError)
        }
    }
}
