/// Corpus inputs that still fail because of a defect of issue #14 another change is fixing: the
/// hostile-input test reports them without failing, and reports an entry that no longer fails, so
/// the table can be emptied as the fixes land. Keys are `FILE COMMAND` as `HostileJob.key` spells them.
let hostileKnownDefects: [String: String] = {
    var table: [String: String] = [:]
    let merge = "merge trusts the shard file's counts (division by zero, overflow, Int.max loops)"
    for file in ["shard-count-zero", "header-units-int-max", "header-units-negative"] {
        table["shards/\(file).json merge"] = merge
    }
    for file in ["counts-int-max-everywhere", "unit-rule-count-int-max", "unit-timelines-int-max"] {
        table["shards/\(file).json merge"] = merge
        table["shards/\(file).json merge-pair"] = merge
    }
    let combinations = "explore enumerates the static combinations eagerly (~67 GB, or an overflowed count)"
    for file in ["two-ranges-10000-each", "two-ranges-3000-each", "six-ranges-of-ten", "windows-200"] {
        table["scenarios/\(file).scenario explore"] = combinations
    }
    let recursion = "the recursive explore search overflows the stack"
    for file in ["maybe-2500-lines", "maybe-3000-lines", "faults-2000"] {
        table["scenarios/\(file).scenario explore"] = recursion
    }
    let events = "the 50,000,000-event limit lets a run take minutes"
    for file in ["set-fix-interval-1us", "end-8784h-updating"] {
        for command in ["run", "render", "explore", "test"] {
            table["scenarios/\(file).scenario \(command)"] = events
        }
    }
    return table
}()

/// Inputs that take minutes by nature in a debug build (the checked build verifies the whole event
/// queue after every change, so its time grows with the square of the scheduled lines), or that
/// generate hundreds of megabytes: run only when `LOCSIM_HOSTILE_HEAVY=1` (CI, against the release build).
let hostileHeavyInputs: Set<String> = [
    "scenarios/alert-any-3000-same-time.scenario", "scenarios/alert-any-5000-lines.scenario",
    "scenarios/create-manager-2000.scenario",
    "scenarios/end-8784h-updating.scenario", "scenarios/expect-every-microsecond.scenario",
    "scenarios/live-updates-1000.scenario", "scenarios/relaunch-5000.scenario",
    "scenarios/set-fix-interval-1us.scenario", "scenarios/timeline-100000-lines.scenario",
    "generated/64mib.scenario", "generated/sparse-3gb.scenario",
]
