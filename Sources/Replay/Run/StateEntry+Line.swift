import AppModels

extension Array where Element == StateEntry {
    /// The entries as one comparable line, `key=value` sorted by key, the last of a repeated key
    /// winning and keys without a value left out — what a timeline's `state` records add up to.
    public var stateLine: String {
        var latest: [(key: String, value: TraceValue)] = []
        latest.reserveCapacity(count)
        for entry in self {
            latest.removeAll { $0.key == entry.key }
            let value = entry.value.traceValue
            if value != .null { latest.append((entry.key, value)) }
        }
        latest.sort { $0.key < $1.key }
        var line = ""
        for (index, pair) in latest.enumerated() {
            if index > 0 { line += ", " }
            line += pair.key
            line += "="
            line += pair.value.plainText
        }
        return line
    }
}
