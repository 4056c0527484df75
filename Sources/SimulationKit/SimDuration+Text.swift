/// The one parser and printer of times that every layer of locsim uses: scenario files, `--set`
/// overrides, profiles, traces and reports all read and write durations through these functions, so a
/// figure printed anywhere can be pasted anywhere else and mean the same microsecond.
extension SimDuration: CustomStringConvertible, LosslessStringConvertible {
    /// The units a duration may be written in, longest spelling first so `min` wins over `ms`-style
    /// prefixes during suggestion.
    public static let unitNames: [String] = ["us", "µs", "ms", "s", "min", "h"]

    /// Microseconds in one of ``unitNames``; nil for anything else.
    @usableFromInline
    static func microsecondsPerUnit(_ unit: Substring) -> Int64? {
        switch unit {
        case "us", "µs": return 1
        case "ms": return 1_000
        case "s": return 1_000_000
        case "min": return 60_000_000
        case "h": return 3_600_000_000
        default: return nil
        }
    }

    /// Parses `8.7s`, `250ms`, `2min`, `1h`, `1500us` exactly, or explains what is wrong.
    ///
    /// Decimal fractions are exact: `8.7s` is 8,700,000 µs, never 8,699,999. A value finer than one
    /// microsecond (`0.5us`, `1.0000001s`) is an error rather than a silent rounding.
    ///
    /// ```swift
    /// try SimDuration(parsing: "8.7s").microseconds  // 8_700_000
    /// ```
    public init(parsing text: some StringProtocol) throws(SimTimeParseError) {
        let source = String(text)
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var integerDigits: [UInt8] = []
        var fractionDigits: [UInt8] = []
        while index < scalars.count, let digit = Self.digitValue(scalars[index]) {
            integerDigits.append(digit)
            index += 1
        }
        var sawPoint = false
        if index < scalars.count, scalars[index] == "." {
            sawPoint = true
            index += 1
            while index < scalars.count, let digit = Self.digitValue(scalars[index]) {
                fractionDigits.append(digit)
                index += 1
            }
        }
        if source.isEmpty {
            throw .empty
        }
        if integerDigits.isEmpty && fractionDigits.isEmpty {
            throw .missingNumber(source)
        }
        if sawPoint && fractionDigits.isEmpty {
            throw .missingFractionDigits(source, offset: index)
        }
        let unit = String(String.UnicodeScalarView(scalars[index...]))
        if unit.isEmpty {
            throw .missingUnit(source, offset: index)
        }
        guard let perUnit = Self.microsecondsPerUnit(Substring(unit)) else {
            throw .unknownUnit(source, unit: unit, offset: index)
        }
        var whole: Int64 = 0
        for digit in integerDigits {
            let (shifted, overflow1) = whole.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.addingReportingOverflow(Int64(digit))
            if overflow1 || overflow2 { throw .outOfRange(source) }
            whole = next
        }
        let (wholeMicros, overflowWhole) = whole.multipliedReportingOverflow(by: perUnit)
        if overflowWhole { throw .outOfRange(source) }
        // The fraction times the unit must land on a whole microsecond.
        var numerator: Int64 = 0
        var denominator: Int64 = 1
        for digit in fractionDigits {
            if denominator > 1_000_000_000_000 {
                if digit != 0 { throw .tooPrecise(source) }
                continue
            }
            numerator = numerator * 10 + Int64(digit)
            denominator *= 10
        }
        let (scaled, overflowFraction) = numerator.multipliedReportingOverflow(by: perUnit)
        if overflowFraction { throw .outOfRange(source) }
        if scaled % denominator != 0 { throw .tooPrecise(source) }
        let (total, overflowTotal) = wholeMicros.addingReportingOverflow(scaled / denominator)
        if overflowTotal { throw .outOfRange(source) }
        self.init(microseconds: total)
    }

    /// `LosslessStringConvertible`: nil where ``init(parsing:)`` would throw.
    public init?(_ description: String) {
        guard let value = try? SimDuration(parsing: description) else { return nil }
        self = value
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.value >= 48, scalar.value <= 57 else { return nil }
        return UInt8(scalar.value - 48)
    }

    /// Seconds with a fixed number of decimals (`28.300s`, `0.002s`), six decimals when the value is
    /// not a whole millisecond (`0.001500s`), so a time column lines up and never loses a microsecond.
    public var description: String {
        let negative = microseconds < 0
        let magnitude = microseconds.magnitude
        let seconds = magnitude / 1_000_000
        let micros = magnitude % 1_000_000
        let fraction: String
        if micros % 1_000 == 0 {
            fraction = Self.zeroPadded(micros / 1_000, width: 3)
        } else {
            fraction = Self.zeroPadded(micros, width: 6)
        }
        return (negative ? "-" : "") + "\(seconds).\(fraction)s"
    }

    /// The shortest exact spelling in scenario units (`8.7s`, `250ms`, `2min`, `1h`, `1500us`): what
    /// locsim writes into the scenario files it generates, such as counterexamples.
    public var scenarioText: String {
        let negative = microseconds < 0
        let magnitude = microseconds.magnitude
        let sign = negative ? "-" : ""
        if magnitude == 0 { return "0s" }
        if magnitude % 3_600_000_000 == 0 { return "\(sign)\(magnitude / 3_600_000_000)h" }
        if magnitude % 60_000_000 == 0 { return "\(sign)\(magnitude / 60_000_000)min" }
        if magnitude % 1_000_000 == 0 { return "\(sign)\(magnitude / 1_000_000)s" }
        if magnitude < 1_000_000 {
            if magnitude % 1_000 == 0 { return "\(sign)\(magnitude / 1_000)ms" }
            return "\(sign)\(magnitude)us"
        }
        var fraction = Self.zeroPadded(magnitude % 1_000_000, width: 6)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(magnitude / 1_000_000).\(fraction)s"
    }

    private static func zeroPadded(_ value: UInt64, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension SimInstant: CustomStringConvertible {
    /// The time column of every trace: seconds since start with fixed decimals (`28.300s`).
    public var description: String { sinceStart.description }

    /// Parses an absolute time the way scenario files write it (`8.7s`), as an offset from time zero.
    public init(parsing text: some StringProtocol) throws(SimTimeParseError) {
        self.init(microsecondsSinceStart: try SimDuration(parsing: text).microseconds)
    }
}
