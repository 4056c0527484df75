/// The subcommands `locsim` ships with. Later issues add `run`, `test`, `explore`, `rules`, `models`
/// and `render` here; each lives in its own file under `Commands/`.
public enum BuiltinSubcommands {
    /// Every built-in subcommand, in the order `locsim --help` lists them.
    public static var all: [Subcommand] {
        [
            RunCommand.subcommand, TestCommand.subcommand, ExploreCommand.subcommand, MergeCommand.subcommand,
            RenderCommand.subcommand, RulesCommand.subcommand, ModelsCommand.subcommand, ImportCommand.subcommand,
            ConformCommand.subcommand, CalibrateCommand.subcommand,
        ]
    }
}
