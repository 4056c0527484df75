/// A point on Earth in whole micro-degrees (1 µ° ≈ 0.11 m), so positions hash, compare and print
/// exactly: the same snapped centre is the same to the last digit, as ACC-3 measured.
///
/// ```swift
/// let bridge = Coordinate(parsing: "51.5007,-0.1246")!
/// print(bridge)  // "51.5007,-0.1246"
/// ```
public struct Coordinate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Latitude in micro-degrees, north positive.
    public var latitude_e6: Int64
    /// Longitude in micro-degrees, east positive.
    public var longitude_e6: Int64

    /// Wraps micro-degree values.
    public init(latitude_e6: Int64, longitude_e6: Int64) {
        self.latitude_e6 = latitude_e6
        self.longitude_e6 = longitude_e6
    }

    /// Westminster Bridge, where seeds 000 and 004 held the simulated device.
    public static let westminsterBridge = Coordinate(latitude_e6: 51_500_700, longitude_e6: -124_600)

    /// Parses `LAT,LON` in decimal degrees (`51.5007,-0.1246`); nil when either part is not a decimal
    /// with at most six places or is out of range.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let latitude = DecimalText.parse(Substring(parts[0]).trimmingSpaces, scale: 6),
            let longitude = DecimalText.parse(Substring(parts[1]).trimmingSpaces, scale: 6),
            abs(latitude) <= 90_000_000, abs(longitude) <= 180_000_000
        else { return nil }
        self.init(latitude_e6: latitude, longitude_e6: longitude)
    }

    /// Latitude as text (`51.5007`).
    public var latitudeText: String { DecimalText.format(latitude_e6, scale: 6) }
    /// Longitude as text (`-0.1246`).
    public var longitudeText: String { DecimalText.format(longitude_e6, scale: 6) }

    /// `LAT,LON`, the form scenario files use.
    public var description: String { "\(latitudeText),\(longitudeText)" }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension String {
    /// The pieces between occurrences of `separator` (`"2ms..9ms"` → `["2ms", "9ms"]`), empty pieces
    /// kept, without Foundation.
    func pieces(separatedBy separator: String) -> [String] {
        var result: [String] = []
        var rest = Substring(self)
        while let range = rest.range(of: separator) {
            result.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        result.append(String(rest))
        return result
    }
}

extension Substring {
    /// The range of the first occurrence of `needle`, without Foundation.
    func range(of needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) {
                return index..<self.index(index, offsetBy: needle.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}
