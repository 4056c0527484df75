/// Counts and forwards records, tallying the rules that produced them.
struct RecordSink {
    let forward: (TraceRecord) -> Void
    var count = 0
    var rules: [String: Int] = [:]

    init(emit: @escaping (TraceRecord) -> Void) {
        forward = emit
    }

    mutating func emit(_ record: TraceRecord) {
        count += 1
        if let rule = record.rule { rules[rule, default: 0] += 1 }
        forward(record)
    }
}
