/// Precise or approximate location, as `accuracyAuthorization` reports it and scenarios write it.
///
/// ```swift
/// Accuracy(rawValue: "reduced")  // .reduced
/// ```
public enum Accuracy: String, Hashable, Sendable, CaseIterable {
    /// Precise location (5 m fixes, ACC-1).
    case full
    /// Approximate location (snapped 5,411.8 m fixes, ACC-2).
    case reduced

    /// The spellings, in order, for suggestions.
    public static let names: [String] = allCases.map(\.rawValue)
}
