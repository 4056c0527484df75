import SimulationKit

/// A typed number with its unit: a time, a distance in metres, or a plain number.
///
/// `set` overrides profile figures of different kinds (`allowOnceExpiry 17s`, `approximateAccuracy
/// 5411.8m`); keeping the kind in the value lets the parser reject `allowOnceExpiry 5m` and lets the
/// profile take the figure as it is, without guessing units or reading text again.
///
/// ```swift
/// Quantity.duration(.seconds(17)).scenarioText    // "17s"
/// Quantity.distance(ExactDecimal(2000)).scenarioText  // "2000m"
/// ```
public enum Quantity: Hashable, Sendable {
    /// A span of time, exact to the microsecond.
    case duration(SimDuration)
    /// A distance in metres (written `5m`, `5411.8m` or `2km`).
    case distance(meters: ExactDecimal)
    /// A plain number without a unit.
    case number(ExactDecimal)
    /// A switch, for parameters that turn an assumption on or off.
    case flag(Bool)

    /// The spelling the printer writes back.
    public var scenarioText: String {
        switch self {
        case .duration(let duration): return duration.scenarioText
        case .distance(let meters): return "\(meters)m"
        case .number(let value): return value.description
        case .flag(let value): return value ? "true" : "false"
        }
    }

    /// The kind of this quantity, to compare with a parameter's declared kind.
    public var kind: ParameterKind {
        switch self {
        case .duration: return .duration
        case .distance: return .distance
        case .number: return .number
        case .flag: return .flag
        }
    }

    /// An integer key that orders quantities of one kind (microseconds, or billionths of a metre or
    /// unit), used to check that a range is not empty and to walk or draw from one.
    public var orderKey: Int64 {
        switch self {
        case .duration(let duration): return duration.microseconds
        case .distance(let meters): return meters.nanoUnits
        case .number(let value): return value.nanoUnits
        case .flag(let value): return value ? 1 : 0
        }
    }

    /// The quantity of this one's kind whose ``orderKey`` is `key`: the inverse, so the runner draws a
    /// value inside a `set` range and exploration steps through one with the same arithmetic.
    public func with(orderKey key: Int64) -> Quantity {
        switch self {
        case .duration: return .duration(SimDuration(microseconds: key))
        case .distance: return .distance(meters: ExactDecimal(significand: key, fractionDigits: 9))
        case .number: return .number(ExactDecimal(significand: key, fractionDigits: 9))
        case .flag: return .flag(key != 0)
        }
    }
}
