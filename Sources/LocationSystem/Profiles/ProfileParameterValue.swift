import SimulationKit
import Vocabulary

/// A type a profile parameter holds. Each conformance says, once, which kind of value the parser
/// reads for it, whether a `set` range is itself a value, how `--set` text and a scenario's typed
/// value become one, and how it prints; ``Profile/parameters`` builds every parameter from it with
/// one generic factory.
protocol ProfileParameterValue: Sendable {
    /// The kind of quantity a scenario writes for it.
    static var kind: ParameterKind { get }
    /// Whether a range (`2ms..9ms`) is itself a value, rather than a span to draw one from.
    static var takesRange: Bool { get }
    /// What text it accepts (`a time such as 18s or 11.3s`), for messages.
    static var expected: String { get }
    /// The value `--set` text spells; the error names no parameter (the caller adds it).
    init(parameterText text: String) throws(ProfileError)
    /// The value a scenario's typed `set` gives, taken as it is.
    init(parameterSetting setting: ParameterSetting) throws(ProfileError)
    /// The value printed the way ``init(parameterText:)`` reads it.
    var parameterText: String { get }
    /// The value as a scenario's `set` line writes it, which ``init(parameterSetting:)`` takes back;
    /// nil when a quantity cannot hold it (a distance beyond nine digits of metres).
    var parameterSetting: ParameterSetting? { get }
}

extension ProfileParameterValue {
    /// The error for a setting of another kind or shape than this type takes.
    static func refusal(_ setting: ParameterSetting, expected: String = Self.expected) -> ProfileError {
        .invalidValue(name: "", value: setting.scenarioText, expected: expected)
    }
}

extension SimDuration: ProfileParameterValue {
    static var kind: ParameterKind { .duration }
    static var takesRange: Bool { false }
    static var expected: String { "a time such as 18s or 11.3s" }

    init(parameterText text: String) throws(ProfileError) {
        do {
            self = try SimDuration(parsing: text)
        } catch {
            throw .invalidValue(name: "", value: text, expected: "\(Self.expected) (\(error))")
        }
        try Self.checkWithinRun(self, text: text)
    }

    init(parameterSetting setting: ParameterSetting) throws(ProfileError) {
        guard case .single(.duration(let value)) = setting else { throw Self.refusal(setting) }
        try Self.checkWithinRun(value, text: setting.scenarioText)
        self = value
    }

    /// Refuses a figure past ``SimDuration/longestRun``: a delay that long would never come in a run,
    /// and adding it to the clock would overflow.
    static func checkWithinRun(_ value: SimDuration, text: String) throws(ProfileError) {
        guard value <= .longestRun else {
            throw .invalidValue(
                name: "", value: text, expected: "a time of at most \(SimDuration.longestRun.scenarioText)")
        }
    }

    var parameterText: String { scenarioText }
    var parameterSetting: ParameterSetting? { .single(.duration(self)) }
}

extension DurationRange: ProfileParameterValue {
    static var kind: ParameterKind { .duration }
    static var takesRange: Bool { true }
    static var expected: String { "a time or a range such as 2ms..9ms" }

    init(parameterText text: String) throws(ProfileError) {
        try self.init(parsing: text)
        try SimDuration.checkWithinRun(upper, text: text)
    }

    init(parameterSetting setting: ParameterSetting) throws(ProfileError) {
        switch setting {
        case .single(.duration(let value)): self.init(exactly: value)
        case .range(.duration(let lower), .duration(let upper)):
            guard lower <= upper else { throw Self.refusal(setting, expected: "a range whose lower end comes first") }
            self.init(lower, upper)
        default: throw Self.refusal(setting)
        }
        try SimDuration.checkWithinRun(upper, text: setting.scenarioText)
    }

    var parameterText: String { description }

    var parameterSetting: ParameterSetting? {
        lower == upper ? .single(.duration(lower)) : .range(low: .duration(lower), high: .duration(upper))
    }
}

extension Distance: ProfileParameterValue {
    static var kind: ParameterKind { .distance }
    static var takesRange: Bool { false }
    static var expected: String { Distance.shape }

    init(parameterText text: String) throws(ProfileError) { try self.init(parsing: text) }

    init(parameterSetting setting: ParameterSetting) throws(ProfileError) {
        guard case .single(.distance(let meters)) = setting else { throw Self.refusal(setting) }
        try self.init(meters: meters)
    }

    /// A distance of `meters`, refused (as its text would be) when negative or finer than a millimetre.
    init(meters: ExactDecimal) throws(ProfileError) {
        let nanometres = meters.nanoUnits
        guard nanometres >= 0, nanometres % 1_000_000 == 0 else {
            // Its text gives the refusal: the same words whichever way the value came.
            try self.init(parsing: "\(meters)m")
            return
        }
        self.init(millimetres: nanometres / 1_000_000)
    }

    var parameterText: String { description }
    var parameterSetting: ParameterSetting? { quantity.map { .single($0) } }

    /// The distance in metres as a scenario writes it, nil beyond what an exact decimal holds.
    var quantity: Quantity? {
        guard ExactDecimal.fits(significand: millimetres, fractionDigits: 3) else { return nil }
        return .distance(meters: ExactDecimal(significand: millimetres, fractionDigits: 3))
    }
}

extension DistanceRange: ProfileParameterValue {
    static var kind: ParameterKind { .distance }
    static var takesRange: Bool { true }
    static var expected: String { "a distance or a range such as 1.7km..2.1km" }

    init(parameterText text: String) throws(ProfileError) { try self.init(parsing: text) }

    init(parameterSetting setting: ParameterSetting) throws(ProfileError) {
        switch setting {
        case .single(.distance(let meters)):
            let value = try Distance(meters: meters)
            self.init(value, value)
        case .range(.distance(let low), .distance(let high)):
            let lower = try Distance(meters: low)
            let upper = try Distance(meters: high)
            guard lower <= upper else { throw Self.refusal(setting, expected: "a range whose lower end comes first") }
            self.init(lower, upper)
        default: throw Self.refusal(setting)
        }
    }

    var parameterText: String { description }

    var parameterSetting: ParameterSetting? {
        guard let low = lower.quantity, let high = upper.quantity else { return nil }
        return lower == upper ? .single(low) : .range(low: low, high: high)
    }
}

extension Bool: ProfileParameterValue {
    static var kind: ParameterKind { .flag }
    static var takesRange: Bool { false }
    static var expected: String { "true or false" }

    init(parameterText text: String) throws(ProfileError) {
        switch text.lowercased() {
        case "true", "yes", "on": self = true
        case "false", "no", "off": self = false
        default: throw .invalidValue(name: "", value: text, expected: Self.expected)
        }
    }

    init(parameterSetting setting: ParameterSetting) throws(ProfileError) {
        guard case .single(.flag(let value)) = setting else { throw Self.refusal(setting) }
        self = value
    }

    var parameterText: String { self ? "true" : "false" }
    var parameterSetting: ParameterSetting? { .single(.flag(self)) }
}
