/// A region defined by nearby iBeacons with a given identity.
open class CLBeaconRegion: CLRegion {
    private let constraint: CLBeaconIdentityConstraint

    /// Whether entering the region is reported when the user turns the display on (default false).
    open var notifyEntryStateOnDisplay: Bool = false

    /// The beacons of `beaconIdentityConstraint`.
    public init(beaconIdentityConstraint: CLBeaconIdentityConstraint, identifier: String) {
        self.constraint = beaconIdentityConstraint
        super.init(identifier: identifier, center: kCLLocationCoordinate2DInvalid, radius: 0)
    }

    /// Beacons with this UUID.
    public convenience init(uuid: UUID, identifier: String) {
        self.init(beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid), identifier: identifier)
    }

    /// Beacons with this UUID and major.
    public convenience init(uuid: UUID, major: CLBeaconMajorValue, identifier: String) {
        self.init(
            beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid, major: major), identifier: identifier)
    }

    /// The beacons with this UUID, major and minor.
    public convenience init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) {
        self.init(
            beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid, major: major, minor: minor),
            identifier: identifier)
    }

    /// Beacons with this UUID (the iOS 7–12 spelling).
    @available(*, deprecated, renamed: "init(uuid:identifier:)")
    public convenience init(proximityUUID: UUID, identifier: String) {
        self.init(uuid: proximityUUID, identifier: identifier)
    }

    /// Beacons with this UUID and major (the iOS 7–12 spelling).
    @available(*, deprecated, renamed: "init(uuid:major:identifier:)")
    public convenience init(proximityUUID: UUID, major: CLBeaconMajorValue, identifier: String) {
        self.init(uuid: proximityUUID, major: major, identifier: identifier)
    }

    /// The beacons with this UUID, major and minor (the iOS 7–12 spelling).
    @available(*, deprecated, renamed: "init(uuid:major:minor:identifier:)")
    public convenience init(
        proximityUUID: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String
    ) {
        self.init(uuid: proximityUUID, major: major, minor: minor, identifier: identifier)
    }

    /// Unarchives a region archived by `encode(with:)`.
    public required init?(coder: NSCoder) {
        guard let constraint = coder.decodeObject(of: CLBeaconIdentityConstraint.self, forKey: "constraint") else {
            return nil
        }
        self.constraint = constraint
        super.init(coder: coder)
        self.notifyEntryStateOnDisplay = coder.decodeBool(forKey: "notifyEntryStateOnDisplay")
    }

    /// Archives the region and its identity.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(constraint, forKey: "constraint")
        coder.encode(notifyEntryStateOnDisplay, forKey: "notifyEntryStateOnDisplay")
    }

    /// The identity the region's beacons share.
    open var beaconIdentityConstraint: CLBeaconIdentityConstraint { constraint }
    /// The UUID of the region's beacons.
    open var uuid: UUID { constraint.uuid }
    /// The UUID of the region's beacons (the iOS 7–12 name).
    @available(*, deprecated, renamed: "uuid")
    open var proximityUUID: UUID { constraint.uuid }
    /// The major value of the region's beacons; nil matches any.
    open var major: NSNumber? { constraint.major.map { NSNumber(value: $0) } }
    /// The minor value of the region's beacons; nil matches any.
    open var minor: NSNumber? { constraint.minor.map { NSNumber(value: $0) } }

    /// The advertisement dictionary for making this device a beacon with CoreBluetooth, which Linux
    /// does not have: empty, so code that builds it compiles and runs.
    open func peripheralData(withMeasuredPower measuredPower: NSNumber?) -> NSMutableDictionary {
        NSMutableDictionary()
    }

    /// A new beacon region with the same identity, identifier and notification flags.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CLBeaconRegion(beaconIdentityConstraint: constraint, identifier: identifier)
        copy.notifyOnEntry = notifyOnEntry
        copy.notifyOnExit = notifyOnExit
        copy.notifyEntryStateOnDisplay = notifyEntryStateOnDisplay
        return copy
    }
}
