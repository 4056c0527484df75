/// The choices of the app's Location row in Settings (SET table), as `settings location …` names them
/// and the simulated system applies them.
public enum LocationSetting: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Never: didFailWithError 1, then status 2.
    case never
    /// Ask Next Time or When I Share: status 0.
    case ask
    /// While Using the App: status 4.
    case whileUsing = "while-using"
    /// Always: status 3 (SET-ALWAYS, an assumption: the seeds did not measure it).
    case always

    /// The spellings, in order, for suggestions.
    public static let names: [String] = allCases.map(\.rawValue)

    /// The scenario spelling (`while-using`).
    public var description: String { rawValue }
}
