import SimulationKit
import Vocabulary

/// A length held as whole millimetres, so profile figures such as 5,411.8 m and 1.7 km are exact and
/// print back the way they were written.
///
/// ```swift
/// let accuracy = try Distance(parsing: "5411.8m")
/// print(accuracy)  // "5411.8m"
/// ```
public struct Distance: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The length in millimetres.
    public var millimetres: Int64

    /// Wraps a millimetre count.
    public init(millimetres: Int64) {
        self.millimetres = millimetres
    }

    /// A length in whole metres.
    public static func metres(_ value: Int64) -> Distance { Distance(millimetres: value * 1_000) }

    /// A length in whole kilometres.
    public static func kilometres(_ value: Int64) -> Distance { Distance(millimetres: value * 1_000_000) }

    /// The length in whole decimetres (rounded down), the unit of ``Fix/horizontalAccuracy_dm``.
    public var decimetres: Int64 { millimetres / 100 }

    /// Parses `5m`, `5411.8m`, `1.7km` or `250mm` exactly; nil for anything else.
    public init(parsing text: some StringProtocol) throws(ProfileError) {
        let source = String(text)
        let units: [(String, Int64)] = [("km", 1_000_000), ("mm", 1), ("m", 1_000)]
        for (unit, perUnit) in units where source.hasSuffix(unit) {
            let number = source.dropLast(unit.count)
            let scale = perUnit == 1_000_000 ? 6 : (perUnit == 1_000 ? 3 : 0)
            guard let value = DecimalText.parse(number, scale: scale), value >= 0 else {
                throw .invalidValue(name: "", value: source, expected: Self.expected(number, unit: unit, scale: scale))
            }
            self.init(millimetres: value)
            return
        }
        throw .invalidValue(name: "", value: source, expected: Self.shape)
    }

    /// What a distance looks like, for messages about one that does not.
    static let shape = "a distance such as 5m, 5411.8m or 1.7km"

    /// What a distance that did not parse should have been: whole millimetres, with the nearest one,
    /// when it is a number written finer than that (`1.23456m`); otherwise what a distance looks like.
    private static func expected(_ number: some StringProtocol, unit: String, scale: Int) -> String {
        guard let fine = DecimalText.parse(number, scale: scale + 9), fine >= 0 else { return shape }
        let (whole, rest) = fine.quotientAndRemainder(dividingBy: 1_000_000_000)
        let nearest = whole + (rest >= 500_000_000 ? 1 : 0)
        return
            "whole millimetres (\(number)\(unit) is finer; the nearest is \(DecimalText.format(nearest, scale: scale))\(unit))"
    }

    /// Shorter distances sort first.
    public static func < (lhs: Distance, rhs: Distance) -> Bool { lhs.millimetres < rhs.millimetres }

    /// `1.7km` for whole hundreds of metres from 1 km up, otherwise metres (`5411.8m`, `5m`).
    public var description: String {
        if millimetres >= 1_000_000, millimetres % 100_000 == 0 {
            return DecimalText.format(millimetres, scale: 6) + "km"
        }
        return DecimalText.format(millimetres, scale: 3) + "m"
    }
}
