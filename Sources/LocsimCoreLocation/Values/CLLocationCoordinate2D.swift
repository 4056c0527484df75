/// A latitude and longitude in degrees (WGS 84).
///
/// Like Apple's it is a plain C-style struct: no `Equatable`, `Hashable` or `Codable`, because apps
/// add those conformances themselves and a second one would clash with theirs.
public struct CLLocationCoordinate2D: @unchecked Sendable {
    /// The latitude in degrees, north positive.
    public var latitude: CLLocationDegrees
    /// The longitude in degrees, east positive.
    public var longitude: CLLocationDegrees

    /// The coordinate 0,0.
    public init() {
        self.latitude = 0
        self.longitude = 0
    }

    /// A coordinate from its two angles.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The coordinate Core Location uses for "no coordinate": latitude and longitude −180.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether the coordinate lies within ±90° latitude and ±180° longitude.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A coordinate from its two angles, the C spelling of `init(latitude:longitude:)`.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
