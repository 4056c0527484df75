/// A point on the Earth as a scenario writes it (`51.5007,-0.1246`), exact to the digit.
///
/// Kept as decimals rather than `Double` so a position read from a device log prints back unchanged
/// and the simulator's snapping (ACC-3) sees the same input on every platform.
///
/// ```swift
/// let bigBen = Coordinate(latitude: ExactDecimal(parsing: "51.5007")!,
///                         longitude: ExactDecimal(parsing: "-0.1246")!)
/// bigBen.description  // "51.5007,-0.1246"
/// ```
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north, −90…90.
    public var latitude: ExactDecimal
    /// Degrees east, −180…180.
    public var longitude: ExactDecimal

    /// A coordinate; the parser checks the ranges, a tool building one by hand should too.
    public init(latitude: ExactDecimal, longitude: ExactDecimal) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The scenario spelling `LAT,LON`.
    public var description: String { "\(latitude),\(longitude)" }
}
