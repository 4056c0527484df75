/// Counts and forwards records, tallying the rules that produced them.
struct RecordSink {
    let forward: (TraceRecord) -> Void
    var count = 0
    var rules: [String: Int] = [:]

    init(emit: @escaping (TraceRecord) -> Void) {
        forward = emit
    }

    /// Counts a record that was not built, as ``emit(_:)`` would have.
    mutating func tally(rule: String?) {
        count += 1
        if let rule { rules[rule, default: 0] += 1 }
    }

    mutating func emit(_ record: TraceRecord) {
        count += 1
        if let rule = record.rule { rules[rule, default: 0] += 1 }
        forward(record)
    }
}
