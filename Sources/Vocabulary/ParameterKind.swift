/// What kind of value a profile parameter takes: declared with each parameter of the simulated
/// system's profile, read by the parser to type a `set` line's value.
public enum ParameterKind: String, Hashable, Sendable, Codable {
    /// A time (`17s`, `2ms..9ms`).
    case duration
    /// A distance in metres, to the millimetre (`5m`, `5411.8m`, `2km`): what a profile holds.
    case distance
    /// A unitless number.
    case number
    /// A switch (`true`/`false`), for the profile's assumptions (`foregroundKeepsAllowOnce false`).
    case flag

    /// How an error message describes a value of this kind.
    public var example: String {
        switch self {
        case .duration: return "a time such as 17s"
        case .distance: return "a distance such as 5411.8m"
        case .number: return "a number such as 4"
        case .flag: return "true or false"
        }
    }
}
