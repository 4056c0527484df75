/// A monitored area, the abstract superclass of ``CLCircularRegion`` and ``CLBeaconRegion``.
///
/// Not `Sendable`, as Apple's is not. The circular members (`center`, `radius`, `contains(_:)` and
/// the matching initialiser) are Apple's pre-iOS 7 API, deprecated in favour of ``CLCircularRegion``.
open class CLRegion: NSObject, NSCopying, NSSecureCoding {
    private let storedIdentifier: String
    private let storedCenter: CLLocationCoordinate2D
    private let storedRadius: CLLocationDistance

    /// The identifier the app gave the region; monitoring a second region with the same identifier
    /// replaces the first.
    open var identifier: String { storedIdentifier }
    /// Whether entering the region is reported (default true).
    open var notifyOnEntry: Bool = true
    /// Whether leaving the region is reported (default true).
    open var notifyOnExit: Bool = true

    /// The designated initialiser every region goes through.
    init(identifier: String, center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.storedIdentifier = identifier
        self.storedCenter = center
        self.storedRadius = radius
        super.init()
    }

    /// An empty region: the `init()` Objective-C's `NSObject` gives, designated so that test
    /// doubles can call `super.init()`.
    public override init() {
        (storedIdentifier, storedCenter, storedRadius) = ("", kCLLocationCoordinate2DInvalid, 0)
        super.init()
    }

    /// A circular region, the pre-iOS 7 way.
    @available(*, deprecated, message: "Please see CLCircularRegion")
    public init(
        circularRegionWithCenter center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String
    ) {
        (storedIdentifier, storedCenter, storedRadius) = (identifier, center, radius)
        super.init()
    }

    /// The centre of a circular region.
    @available(*, deprecated, message: "Please see CLCircularRegion")
    open var center: CLLocationCoordinate2D { storedCenter }

    /// The radius of a circular region in metres.
    @available(*, deprecated, message: "Please see CLCircularRegion")
    open var radius: CLLocationDistance { storedRadius }

    /// Whether a coordinate lies in a circular region.
    @available(*, deprecated, message: "Please see CLCircularRegion")
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        WGS84Distance.metres(storedCenter, coordinate) <= storedRadius
    }

    /// The centre and radius without the deprecation, for ``CLCircularRegion`` and the host.
    var shape: (center: CLLocationCoordinate2D, radius: CLLocationDistance) { (storedCenter, storedRadius) }

    /// A new region with the same identifier, shape and notification flags.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CLRegion(identifier: storedIdentifier, center: storedCenter, radius: storedRadius)
        copy.notifyOnEntry = notifyOnEntry
        copy.notifyOnExit = notifyOnExit
        return copy
    }

    /// Archives the identifier, shape and notification flags.
    open func encode(with coder: NSCoder) {
        coder.encode(storedIdentifier as NSString, forKey: "identifier")
        coder.encode(storedCenter.latitude, forKey: "centerLatitude")
        coder.encode(storedCenter.longitude, forKey: "centerLongitude")
        coder.encode(storedRadius, forKey: "radius")
        coder.encode(notifyOnEntry, forKey: "notifyOnEntry")
        coder.encode(notifyOnExit, forKey: "notifyOnExit")
    }

    /// Unarchives a region archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        guard let identifier = coder.decodeObject(of: NSString.self, forKey: "identifier") else { return nil }
        self.storedIdentifier = identifier as String
        self.storedCenter = CLLocationCoordinate2D(
            latitude: coder.decodeDouble(forKey: "centerLatitude"),
            longitude: coder.decodeDouble(forKey: "centerLongitude"))
        self.storedRadius = coder.decodeDouble(forKey: "radius")
        super.init()
        self.notifyOnEntry = coder.decodeBool(forKey: "notifyOnEntry")
        self.notifyOnExit = coder.decodeBool(forKey: "notifyOnExit")
    }

    /// Regions decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}
