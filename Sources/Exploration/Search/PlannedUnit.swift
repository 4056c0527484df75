import Replay

/// A work unit as the plan hands it out: the unit, and the scenario prepared for its static values
/// when planning prepared it, so the worker does not prepare it again.
///
/// The worker still simulates the unit's prefix itself, from time zero: a run forked on one thread
/// and continued on another shares its buffers between them, and counting references on shared
/// buffers from two cores cost more than simulating the prefix again.
struct PlannedUnit: Sendable {
    /// The unit: what it covers, the same list for any workers or shards.
    var unit: WorkUnit
    /// The scenario prepared for the unit's static values.
    var prepared: PreparedRun?

    init(_ unit: WorkUnit, prepared: PreparedRun? = nil) {
        self.unit = unit
        self.prepared = prepared
    }
}
