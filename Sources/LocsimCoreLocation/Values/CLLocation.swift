/// A location fix: coordinate, altitude, their accuracies, course, speed and time, declared as Apple's
/// `CLLocation` (an open `NSObject` subclass, `NSCopying`, `NSSecureCoding`, `Sendable`).
///
/// Every initialiser is designated, as Objective-C's are when imported, so app subclasses (test
/// doubles) can call any of them. Values an initialiser does not take are Core Location's "invalid":
/// −1 for vertical accuracy, course, speed and their accuracies; altitude and ellipsoidal altitude 0.
open class CLLocation: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The immutable values, so each designated initialiser sets them in one assignment.
    struct Values {
        var coordinate: CLLocationCoordinate2D
        var altitude: CLLocationDistance = 0
        var ellipsoidalAltitude: CLLocationDistance = 0
        var horizontalAccuracy: CLLocationAccuracy = 0
        var verticalAccuracy: CLLocationAccuracy = -1
        var course: CLLocationDirection = -1
        var courseAccuracy: CLLocationDirectionAccuracy = -1
        var speed: CLLocationSpeed = -1
        var speedAccuracy: CLLocationSpeedAccuracy = -1
        var timestamp: Date
        var floorLevel: Int? = nil
        var sourceInformation: CLLocationSourceInformation? = nil
    }

    let values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// A location at 0,0 made now, with the defaults of `init(latitude:longitude:)`.
    public override init() {
        self.values = Values(coordinate: CLLocationCoordinate2D(), timestamp: Self.creationDate())
        super.init()
    }

    /// A location at a coordinate, made now: altitude and horizontal accuracy 0, vertical accuracy
    /// −1 (altitude invalid), course and speed −1, as Apple's documentation states.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.values = Values(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), timestamp: Self.creationDate()
        )
        super.init()
    }

    /// A location with altitude and accuracies; course and speed −1.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.values = Values(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            timestamp: timestamp)
        super.init()
    }

    /// A location with course and speed; their accuracies −1.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
        timestamp: Date
    ) {
        self.values = Values(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, speed: speed, timestamp: timestamp)
        super.init()
    }

    /// A location with course, speed and their accuracies.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date
    ) {
        self.values = Values(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy,
            timestamp: timestamp)
        super.init()
    }

    /// A location with course, speed, their accuracies and where it came from.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date, sourceInfo: CLLocationSourceInformation
    ) {
        self.values = Values(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy,
            timestamp: timestamp, sourceInformation: sourceInfo)
        super.init()
    }

    /// The latitude and longitude.
    open var coordinate: CLLocationCoordinate2D { values.coordinate }
    /// Altitude above mean sea level in metres; valid when ``verticalAccuracy`` is positive.
    open var altitude: CLLocationDistance { values.altitude }
    /// Altitude above the WGS 84 ellipsoid in metres; valid when ``verticalAccuracy`` is positive.
    open var ellipsoidalAltitude: CLLocationDistance { values.ellipsoidalAltitude }
    /// Radius of uncertainty of ``coordinate`` in metres; negative means the coordinate is invalid.
    open var horizontalAccuracy: CLLocationAccuracy { values.horizontalAccuracy }
    /// Uncertainty of the altitudes in metres; 0 or negative means they are invalid.
    open var verticalAccuracy: CLLocationAccuracy { values.verticalAccuracy }
    /// Direction of travel in degrees from true north; negative means invalid.
    open var course: CLLocationDirection { values.course }
    /// Uncertainty of ``course`` in degrees; negative means invalid.
    open var courseAccuracy: CLLocationDirectionAccuracy { values.courseAccuracy }
    /// Speed in metres per second; negative means invalid.
    open var speed: CLLocationSpeed { values.speed }
    /// Uncertainty of ``speed`` in metres per second; negative means invalid.
    open var speedAccuracy: CLLocationSpeedAccuracy { values.speedAccuracy }
    /// When the fix was taken.
    open var timestamp: Date { values.timestamp }
    /// The building floor, where known (never, in the simulation).
    open var floor: CLFloor? { values.floorLevel.map(CLFloor.init(level:)) }
    /// Whether the fix was simulated or came from an accessory.
    open var sourceInformation: CLLocationSourceInformation? { values.sourceInformation }

    /// The distance in metres to another location along the WGS 84 ellipsoid, ignoring altitude
    /// (``WGS84Distance``).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        WGS84Distance.metres(coordinate, location.coordinate)
    }

    /// "Now" for the two initialisers that stamp the current time: the machine's clock, as app code's
    /// own `Date()` is; locations the simulation delivers carry simulated time instead.
    static func creationDate() -> Date { Date() }

    /// Archives every value under its own key.
    open func encode(with coder: NSCoder) {
        LocationCoding.encode(values, with: coder)
    }

    /// Unarchives a location archived by ``encode(with:)``; nil when a value is missing.
    public required init?(coder: NSCoder) {
        guard let values = LocationCoding.decode(from: coder) else { return nil }
        self.values = values
        super.init()
    }

    /// Locations decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }

    /// A location is immutable, so a copy is the location itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// `<+51.50070000,-0.12460000> +/- 5.00m (speed -1.00 mps / course -1.00) @ 2001-01-01 00:00:00 +0000`:
    /// Apple's layout, with the time in `Date`'s fixed, locale-free form so logs are the same everywhere.
    open override var description: String {
        let place = String(
            format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
        let motion = String(format: "(speed %.2f mps / course %.2f)", speed, course)
        return "\(place) \(motion) @ \(timestamp)"
    }
}
