import AppModels
import SimulationKit

extension Array where Element == StateEntry {
    /// The entries as one comparable line, `key=value` sorted by key, the last of a repeated key
    /// winning and keys without a value left out — what a timeline's `state` records add up to.
    public var stateLine: String {
        // Each key's last entry, found from the end: no earlier entry of it to take out again.
        var latest: [(key: String, value: TraceValue)] = []
        latest.reserveCapacity(count)
        var seen: [String] = []
        seen.reserveCapacity(count)
        for index in indices.reversed() where !seen.contains(self[index].key) {
            seen.append(self[index].key)
            let value = self[index].value.traceValue
            if case .null = value { continue }
            latest.append((self[index].key, value))
        }
        latest.sort { $0.key < $1.key }
        let values = latest.map(\.value.plainText)
        // Written as bytes into room made once (SimulationKit's `append(utf8:)`).
        var line: [UInt8] = []
        line.reserveCapacity(latest.indices.reduce(0) { $0 + latest[$1].key.utf8.count + values[$1].utf8.count + 3 })
        for index in latest.indices {
            if index > 0 { line.append(utf8: ", ") }
            line.append(utf8: latest[index].key)
            line.append(UInt8(ascii: "="))
            line.append(utf8: values[index])
        }
        return String(decoding: line, as: UTF8.self)
    }
}
