/// The identity (UUID, optionally major and minor) of the beacons to range for.
open class CLBeaconIdentityConstraint: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    private let storedUUID: UUID
    private let storedMajor: CLBeaconMajorValue?
    private let storedMinor: CLBeaconMinorValue?

    /// Beacons with this UUID, any major and minor.
    public init(uuid: UUID) {
        (storedUUID, storedMajor, storedMinor) = (uuid, nil, nil)
        super.init()
    }

    /// Beacons with this UUID and major, any minor.
    public init(uuid: UUID, major: CLBeaconMajorValue) {
        (storedUUID, storedMajor, storedMinor) = (uuid, major, nil)
        super.init()
    }

    /// The beacons with this UUID, major and minor.
    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) {
        (storedUUID, storedMajor, storedMinor) = (uuid, major, minor)
        super.init()
    }

    /// The UUID a beacon must have.
    open var uuid: UUID { storedUUID }

    /// A constraint is immutable, so a copy is the constraint itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the identity.
    open func encode(with coder: NSCoder) {
        coder.encode(storedUUID as NSUUID, forKey: "uuid")
        if let major = storedMajor { coder.encode(Int(major), forKey: "major") }
        if let minor = storedMinor { coder.encode(Int(minor), forKey: "minor") }
    }

    /// Unarchives a constraint archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        guard let uuid = coder.decodeObject(of: NSUUID.self, forKey: "uuid") else { return nil }
        storedUUID = uuid as UUID
        storedMajor =
            coder.containsValue(forKey: "major")
            ? UInt16(truncatingIfNeeded: coder.decodeInteger(forKey: "major")) : nil
        storedMinor =
            coder.containsValue(forKey: "minor")
            ? UInt16(truncatingIfNeeded: coder.decodeInteger(forKey: "minor")) : nil
        super.init()
    }

    /// Constraints decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}

extension CLBeaconIdentityConstraint {
    /// The major value a beacon must have; nil matches any (Apple's Swift overlay spelling).
    public var major: CLBeaconMajorValue? { storedMajor }
    /// The minor value a beacon must have; nil matches any (Apple's Swift overlay spelling).
    public var minor: CLBeaconMinorValue? { storedMinor }
}
