/// `CLAccuracyAuthorization`: precise fixes or approximate, snapped ones. The one accuracy type of
/// scenarios (`start status 4 accuracy reduced`), the simulated system and the models; the raw value
/// is the word both scenarios and traces use.
///
/// ```swift
/// Accuracy(rawValue: "reduced")  // .reduced
/// ```
public enum Accuracy: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Precise location (5 m fixes, ACC-1).
    case full
    /// Approximate location (snapped 5,411.8 m fixes, ACC-2).
    case reduced

    /// The spellings, in order, for suggestions.
    public static let names: [String] = allCases.map(\.rawValue)

    /// `full` or `reduced`.
    public var description: String { rawValue }
}
