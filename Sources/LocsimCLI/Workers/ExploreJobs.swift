import Exploration

/// How `explore --jobs N` spreads an object app's timelines: over worker processes of the running
/// executable (``ExploreWorkers``) when there is an executable to start and more than one work unit,
/// else in this process on this thread, with a note saying why when `--jobs` was given.
enum ExploreJobs {
    /// Where the timelines are explored.
    enum Decision {
        /// In `count` worker processes of `executable`.
        case processes(Int, executable: String)
        /// In this process; the note says why, for a `--jobs` the user gave.
        case inProcess(note: String)
        /// The exploration cannot be planned.
        case error(ExplorationError)
    }

    /// Worker processes: as many as `--jobs` asks, and no more than there are work units to share.
    static func decide(_ input: ExplorationInput, options: ExplorationOptions, context: CommandContext) -> Decision {
        guard let executable = context.workerExecutable else { return .inProcess(note: embeddedNote(options.jobs)) }
        let units: Int
        do {
            units = try Explorer.unitCount(input, options: options)
        } catch {
            return .error(error)
        }
        let count = min(options.jobs, units)
        guard count > 1 else { return .inProcess(note: oneUnitNote(options.jobs)) }
        return .processes(count, executable: executable)
    }

    /// When the command line runs inside another program (``LocsimCommandLine/run(_:output:errors:)``
    /// from a test), whose executable is not locsim and cannot be started as a worker.
    static func embeddedNote(_ jobs: Int) -> String {
        "note: --jobs \(jobs) ran as 1: the model is an object app, whose timelines are shared out to worker "
            + "processes of the running executable, and this command line runs inside another program; "
            + "its timelines were re-run one after another on the main thread\n"
    }

    /// When the whole exploration is one work unit: a second process would have nothing to do.
    static func oneUnitNote(_ jobs: Int) -> String {
        "note: --jobs \(jobs) ran as 1: the model is an object app and the exploration is one work unit, "
            + "which one process explores\n"
    }

    /// When a shard is explored: one process explores it; shards run side by side instead.
    static func shardNote(_ jobs: Int) -> String {
        "note: --jobs \(jobs) ran as 1: the model is an object app, and a shard (--shard K/N) is explored in "
            + "one process; run the shards side by side instead\n"
    }
}
