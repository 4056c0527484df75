/// A beacon found by ranging, with its identity, proximity and signal strength.
///
/// Not `Sendable`, as Apple's is not. Apps never make one (the `init()` they inherit from `NSObject`
/// gives an unknown beacon, as test doubles use); the host makes them from the simulation.
open class CLBeacon: NSObject, NSCopying, NSSecureCoding {
    struct Values {
        var timestamp = Date(timeIntervalSinceReferenceDate: 0)
        var uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        var major: CLBeaconMajorValue = 0
        var minor: CLBeaconMinorValue = 0
        var proximity = CLProximity.unknown
        var accuracy: CLLocationAccuracy = -1
        var rssi = 0
    }

    let values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// An unknown beacon (proximity unknown, accuracy −1, RSSI 0): the `init()` Objective-C's
    /// `NSObject` gives, designated so that test doubles can call `super.init()`.
    public override init() {
        self.values = Values()
        super.init()
    }

    /// When the beacon was last seen.
    open var timestamp: Date { values.timestamp }
    /// The beacon's UUID.
    open var uuid: UUID { values.uuid }
    /// The beacon's UUID (the iOS 7–12 name).
    @available(*, deprecated, renamed: "uuid")
    open var proximityUUID: UUID { values.uuid }
    /// The beacon's major value.
    open var major: NSNumber { NSNumber(value: values.major) }
    /// The beacon's minor value.
    open var minor: NSNumber { NSNumber(value: values.minor) }
    /// How near the beacon is.
    open var proximity: CLProximity { values.proximity }
    /// The beacon's distance in metres, roughly; negative when unknown.
    open var accuracy: CLLocationAccuracy { values.accuracy }
    /// Received signal strength in decibels; 0 when unknown.
    open var rssi: Int { values.rssi }

    /// A beacon is immutable, so a copy is the beacon itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the beacon.
    open func encode(with coder: NSCoder) {
        coder.encode(values.timestamp.timeIntervalSinceReferenceDate, forKey: "timestamp")
        coder.encode(values.uuid as NSUUID, forKey: "uuid")
        coder.encode(Int(values.major), forKey: "major")
        coder.encode(Int(values.minor), forKey: "minor")
        coder.encode(values.proximity.rawValue, forKey: "proximity")
        coder.encode(values.accuracy, forKey: "accuracy")
        coder.encode(values.rssi, forKey: "rssi")
    }

    /// Unarchives a beacon archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        guard let uuid = coder.decodeObject(of: NSUUID.self, forKey: "uuid") else { return nil }
        var values = Values()
        values.timestamp = Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "timestamp"))
        values.uuid = uuid as UUID
        values.major = UInt16(truncatingIfNeeded: coder.decodeInteger(forKey: "major"))
        values.minor = UInt16(truncatingIfNeeded: coder.decodeInteger(forKey: "minor"))
        values.proximity = CLProximity(rawValue: coder.decodeInteger(forKey: "proximity")) ?? .unknown
        values.accuracy = coder.decodeDouble(forKey: "accuracy")
        values.rssi = coder.decodeInteger(forKey: "rssi")
        self.values = values
        super.init()
    }

    /// Beacons decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}
