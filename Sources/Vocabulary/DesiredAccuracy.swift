/// `desiredAccuracy`: best (precise when allowed) or `kCLLocationAccuracyReduced` (ACC-7).
public enum DesiredAccuracy: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `kCLLocationAccuracyBest`.
    case best
    /// `kCLLocationAccuracyReduced`: approximate fixes even under full accuracy.
    case reduced

    /// The name scenarios use.
    public var description: String { rawValue }
}
