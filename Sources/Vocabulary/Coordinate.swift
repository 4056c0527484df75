/// A point on Earth, held exactly in whole nanodegrees, the one coordinate type of scenarios, the
/// simulated system and the trace.
///
/// A scenario may write up to nine decimal places (`51.50073509`, as device logs print them), and
/// `render` must print a position back as written, so the type keeps nanodegrees: every value the
/// language accepts fits, and the shortest exact spelling of the nanodegrees is the written number
/// (trailing zeros dropped, as ``ExactDecimal`` drops them). The simulated system works at whole
/// micro-degrees (1 µ° ≈ 0.11 m), so the same snapped centre is the same to the last digit (ACC-3):
/// a position entering the system passes through ``microdegreePrecision``, which truncates toward
/// zero, and every coordinate the system makes is a whole number of micro-degrees.
///
/// ```swift
/// let bridge = Coordinate(parsing: "51.5007,-0.1246")!
/// bridge.latitude_e6  // 51_500_700
/// print(bridge)       // "51.5007,-0.1246"
/// ```
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    /// Latitude in nanodegrees, north positive.
    public var latitude_e9: Int64
    /// Longitude in nanodegrees, east positive.
    public var longitude_e9: Int64

    /// Wraps nanodegree values.
    public init(latitude_e9: Int64, longitude_e9: Int64) {
        self.latitude_e9 = latitude_e9
        self.longitude_e9 = longitude_e9
    }

    /// Wraps micro-degree values, the system's resolution.
    public init(latitude_e6: Int64, longitude_e6: Int64) {
        self.init(latitude_e9: latitude_e6 * 1_000, longitude_e9: longitude_e6 * 1_000)
    }

    /// A coordinate from exact decimal degrees; the parser checks the ranges, a tool building one by
    /// hand should too.
    public init(latitude: ExactDecimal, longitude: ExactDecimal) {
        self.init(latitude_e9: latitude.nanoUnits, longitude_e9: longitude.nanoUnits)
    }

    /// Westminster Bridge, where seeds 000 and 004 held the simulated device.
    public static let westminsterBridge = Coordinate(latitude_e6: 51_500_700, longitude_e6: -124_600)

    /// Parses `LAT,LON` in decimal degrees (`51.5007,-0.1246`, spaces allowed around either part);
    /// nil when either part is not an exact decimal or is out of range.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let latitude = ExactDecimal(parsing: Self.trimmed(parts[0])),
            let longitude = ExactDecimal(parsing: Self.trimmed(parts[1])),
            abs(latitude.nanoUnits) <= 90_000_000_000, abs(longitude.nanoUnits) <= 180_000_000_000
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    private static func trimmed(_ text: some StringProtocol) -> Substring {
        var text = Substring(text)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Latitude in whole micro-degrees (truncated toward zero), as the system's geometry reads it.
    public var latitude_e6: Int64 { latitude_e9 / 1_000 }
    /// Longitude in whole micro-degrees (truncated toward zero), as the system's geometry reads it.
    public var longitude_e6: Int64 { longitude_e9 / 1_000 }

    /// This point truncated toward zero to whole micro-degrees, the resolution the simulated system
    /// works at: digits past the sixth decimal place (about 11 cm) do not reach it.
    public var microdegreePrecision: Coordinate {
        Coordinate(latitude_e6: latitude_e6, longitude_e6: longitude_e6)
    }

    /// Latitude as an exact decimal (`51.5007`).
    public var latitude: ExactDecimal { ExactDecimal(significand: latitude_e9, fractionDigits: 9) }
    /// Longitude as an exact decimal (`-0.1246`).
    public var longitude: ExactDecimal { ExactDecimal(significand: longitude_e9, fractionDigits: 9) }

    /// Latitude as text (`51.5007`).
    public var latitudeText: String { DecimalText.format(latitude_e9, scale: 9) }
    /// Longitude as text (`-0.1246`).
    public var longitudeText: String { DecimalText.format(longitude_e9, scale: 9) }

    /// `LAT,LON`, the form scenario files and traces use.
    public var description: String { "\(latitudeText),\(longitudeText)" }
}
