/// A run's profile behind one reference: fixed for the run, it is shared by every copy of the
/// simulation instead of copied with it (192 bytes, moved with every fork exploration makes).
final class ProfileBox: Equatable, Sendable {
    let value: Profile

    init(_ value: Profile) {
        self.value = value
    }

    /// The same box, or boxes of equal profiles.
    static func == (lhs: ProfileBox, rhs: ProfileBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
