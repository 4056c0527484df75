/// Inputs that take many seconds by nature in a debug build (thousands of scheduled lines, each
/// change of the queue checked, values copied unoptimised), or that generate hundreds of megabytes: run only when `LOCSIM_HOSTILE_HEAVY=1` (CI, against the release build).
let hostileHeavyInputs: Set<String> = [
    "scenarios/maybe-2500-lines.scenario", "scenarios/maybe-3000-lines.scenario", "scenarios/faults-2000.scenario",
    "scenarios/alert-any-3000-same-time.scenario", "scenarios/alert-any-5000-lines.scenario",
    "scenarios/create-manager-2000.scenario",
    "scenarios/end-8784h-updating.scenario", "scenarios/expect-every-microsecond.scenario",
    "scenarios/live-updates-1000.scenario", "scenarios/relaunch-5000.scenario",
    "scenarios/set-fix-interval-1us.scenario", "scenarios/timeline-100000-lines.scenario",
    "generated/64mib.scenario", "generated/sparse-3gb.scenario",
]
