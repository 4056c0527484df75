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
        let values = latest.map(\.value.plainText)
        // Written as bytes into room made once: appending strings costs a call into the runtime each.
        var line: [UInt8] = []
        line.reserveCapacity(latest.indices.reduce(0) { $0 + latest[$1].key.utf8.count + values[$1].utf8.count + 3 })
        for index in latest.indices {
            if index > 0 { line.append(contentsOf: ", ".utf8) }
            line.append(contentsOf: latest[index].key.utf8)
            line.append(UInt8(ascii: "="))
            line.append(contentsOf: values[index].utf8)
        }
        return String(decoding: line, as: UTF8.self)
    }
}
