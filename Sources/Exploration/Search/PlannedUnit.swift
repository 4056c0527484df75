import Replay

/// A work unit as the plan hands it out: the unit, the scenario prepared for its static values
/// when planning prepared it, so the worker does not prepare it again, and — for the first unit of
/// a split combination — the run planning already simulated to the unit's first choice.
struct PlannedUnit: Sendable {
    /// The unit: what it covers, the same list for any workers or shards.
    var unit: WorkUnit
    /// The scenario prepared for the unit's static values, shared by the units of one combination.
    var prepared: PreparedBox?
    /// The run planning left at the unit's first choice, for the worker to continue.
    var handoff: RunHandoff?

    init(_ unit: WorkUnit, prepared: PreparedBox? = nil, handoff: RunHandoff? = nil) {
        self.unit = unit
        self.prepared = prepared
        self.handoff = handoff
    }
}
