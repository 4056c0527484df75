/// A prepared scenario behind one reference: what every copy of a run shares.
final class PreparedBox: Sendable {
    let value: PreparedRun

    init(_ value: consuming PreparedRun) {
        self.value = value
    }
}
