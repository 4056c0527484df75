/// A place the user stayed, from visit monitoring (`startMonitoringVisits()`, which needs Always).
///
/// Not `Sendable`, as Apple's is not. An arrival or departure not yet known is `Date.distantPast` or
/// `Date.distantFuture`, as Apple documents.
open class CLVisit: NSObject, NSSecureCoding, NSCopying {
    private let arrival: Date
    private let departure: Date
    private let place: CLLocationCoordinate2D
    private let radius: CLLocationAccuracy

    /// A visit, as the host makes one from the simulation.
    init(
        arrivalDate: Date, departureDate: Date, coordinate: CLLocationCoordinate2D,
        horizontalAccuracy: CLLocationAccuracy
    ) {
        (arrival, departure, place, radius) = (arrivalDate, departureDate, coordinate, horizontalAccuracy)
        super.init()
    }

    /// An empty visit: the `init()` Objective-C's `NSObject` gives, designated so that test doubles
    /// can call `super.init()`.
    public override init() {
        (arrival, departure, place, radius) = (.distantPast, .distantFuture, kCLLocationCoordinate2DInvalid, -1)
        super.init()
    }

    /// When the user arrived; `Date.distantPast` if unknown.
    open var arrivalDate: Date { arrival }
    /// When the user left; `Date.distantFuture` while still there.
    open var departureDate: Date { departure }
    /// The centre of the place.
    open var coordinate: CLLocationCoordinate2D { place }
    /// The radius of uncertainty of ``coordinate`` in metres.
    open var horizontalAccuracy: CLLocationAccuracy { radius }

    /// A visit is immutable, so a copy is the visit itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the visit.
    open func encode(with coder: NSCoder) {
        coder.encode(arrival.timeIntervalSinceReferenceDate, forKey: "arrivalDate")
        coder.encode(departure.timeIntervalSinceReferenceDate, forKey: "departureDate")
        coder.encode(place.latitude, forKey: "latitude")
        coder.encode(place.longitude, forKey: "longitude")
        coder.encode(radius, forKey: "horizontalAccuracy")
    }

    /// Unarchives a visit archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "arrivalDate") else { return nil }
        arrival = Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "arrivalDate"))
        departure = Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "departureDate"))
        place = CLLocationCoordinate2D(
            latitude: coder.decodeDouble(forKey: "latitude"), longitude: coder.decodeDouble(forKey: "longitude"))
        radius = coder.decodeDouble(forKey: "horizontalAccuracy")
        super.init()
    }

    /// Visits decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}
