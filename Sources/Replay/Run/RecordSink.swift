import LocationSystem

/// Counts and forwards records, tallying the rules that produced them.
///
/// A sink that does not ``buildsAll`` (exploration's) gets no records: the callers look at
/// ``buildsAll``, skip building them — their text is the expensive part — and only count them.
struct RecordSink {
    let forward: (TraceRecord) -> Void
    /// Whether every record is built and forwarded, or none (the run keeps the UIs shown instead).
    let buildsAll: Bool
    var count = 0
    var rules = RuleCounts()

    init(emit: @escaping (TraceRecord) -> Void, buildsAll: Bool = true) {
        forward = emit
        self.buildsAll = buildsAll
    }

    /// Counts a record that was not built; its rule is only marked as fired (exploration reads no
    /// more than that, and a count per rule would be an array for every call).
    mutating func tally(rule: RuleID?) {
        count += 1
        if let rule { rules.mark(rule) }
    }

    /// Counts and forwards `record`, made by the system under `rule` (only system records carry one).
    mutating func emit(_ record: TraceRecord, rule: RuleID? = nil) {
        count += 1
        if let rule { rules.add(rule) }
        forward(record)
    }
}
