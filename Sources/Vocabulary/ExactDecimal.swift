/// A decimal number held exactly, for coordinates, bearings, distances and accuracies.
///
/// Scenario files come from device logs (`51.50073509`), and a value read from a file must print
/// back digit for digit and compare the same on every platform, so the language never stores a
/// `Double`: the value is `significand / 10^fractionDigits`, at most 9 digits each side of the point.
///
/// ```swift
/// let latitude = ExactDecimal(parsing: "51.5007")!
/// latitude.nanoUnits     // 51_500_700_000
/// latitude.description   // "51.5007"
/// ```
public struct ExactDecimal: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The digits as an integer; negative for a negative value.
    public private(set) var significand: Int64
    /// How many of the digits are after the decimal point (0–9), with no trailing zero after it.
    public private(set) var fractionDigits: Int

    /// The most digits allowed before and after the point: enough for a nanodegree, small enough that
    /// every value fits in 64 bits at the finest scale.
    public static let maximumDigits = 9

    /// A value from its digits; trailing fraction zeros are dropped so equal values are equal.
    ///
    /// - Precondition: `0 <= fractionDigits <= 9` and `|significand| < 10^18`.
    public init(significand: Int64, fractionDigits: Int) {
        precondition((0...Self.maximumDigits).contains(fractionDigits), "fractionDigits \(fractionDigits) not in 0...9")
        precondition(
            Self.fits(significand: significand, fractionDigits: fractionDigits),
            "\(significand) has more than 9 digits before the point at \(fractionDigits) fraction digits")
        var significand = significand
        var fractionDigits = fractionDigits
        while fractionDigits > 0, significand % 10 == 0 {
            significand /= 10
            fractionDigits -= 1
        }
        self.significand = significand
        self.fractionDigits = fractionDigits
    }

    /// True when the value has at most 9 digits before the point, so ``nanoUnits`` cannot overflow.
    public static func fits(significand: Int64, fractionDigits: Int) -> Bool {
        var limit: UInt64 = 1_000_000_000
        for _ in 0..<fractionDigits { limit *= 10 }
        return significand.magnitude < limit
    }

    /// A whole number.
    public init(_ integer: Int) {
        self.init(significand: Int64(integer), fractionDigits: 0)
    }

    /// Parses `5`, `-0.1246`, `+3.5`, `5411.8`; nil for anything else, for more than 9 digits on
    /// either side of the point, or for a point with no digits after it.
    public init?(parsing text: some StringProtocol) {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let first = bytes.first, first == 0x2D || first == 0x2B {  // - +
            negative = first == 0x2D
            bytes = bytes.dropFirst()
        }
        var integerCount = 0
        var fractionCount = 0
        var sawPoint = false
        var value: Int64 = 0
        for byte in bytes {
            if byte == 0x2E {
                if sawPoint { return nil }
                sawPoint = true
                continue
            }
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            if sawPoint { fractionCount += 1 } else { integerCount += 1 }
            if integerCount > Self.maximumDigits || fractionCount > Self.maximumDigits { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        if integerCount == 0 || (sawPoint && fractionCount == 0) { return nil }
        self.init(significand: negative ? -value : value, fractionDigits: fractionCount)
    }

    /// The value times 10^9, exactly: nanodegrees for a coordinate, nanometres for a distance in metres.
    public var nanoUnits: Int64 {
        var scaled = significand
        for _ in fractionDigits..<Self.maximumDigits { scaled *= 10 }
        return scaled
    }

    /// True when the value has no fraction.
    public var isInteger: Bool { fractionDigits == 0 }

    /// The shortest exact spelling: `51.5007`, `-1`, `0.25`.
    public var description: String { DecimalText.format(significand, scale: fractionDigits) }

    /// Numeric order, exact.
    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool { lhs.nanoUnits < rhs.nanoUnits }

    /// Encodes as the exact decimal string, so JSON readers never see a rounded binary float.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes the string written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = ExactDecimal(parsing: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected an exact decimal such as 51.5007, found \"\(text)\"")
        }
        self = value
    }
}
