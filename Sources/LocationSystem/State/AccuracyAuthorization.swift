/// `CLAccuracyAuthorization`: whether fixes are precise or snapped. Raw values as Core Location's.
public enum AccuracyAuthorization: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Precise fixes.
    case full = 0
    /// Approximate, snapped fixes (ACC-2).
    case reduced = 1

    /// `full` or `reduced`, as scenarios write it.
    public var description: String { self == .full ? "full" : "reduced" }
}
