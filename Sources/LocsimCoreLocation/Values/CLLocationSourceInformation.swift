/// Whether a location was simulated by software or produced by an external accessory.
///
/// Locations the simulation delivers say neither, as a device's own fixes do: locsim simulates the
/// system, not a location-spoofing tool, so an app's anti-spoofing check sees a real device's answer.
open class CLLocationSourceInformation: NSObject, NSCopying, NSSecureCoding {
    private let software: Bool
    private let accessory: Bool

    /// Source information with both flags.
    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) {
        self.software = isSoftware
        self.accessory = isAccessory
        super.init()
    }

    /// Neither simulated nor from an accessory: the `init()` Objective-C's `NSObject` gives.
    public override init() {
        (software, accessory) = (false, false)
        super.init()
    }

    /// Whether software (Xcode, a simulator) produced the location.
    open var isSimulatedBySoftware: Bool { software }
    /// Whether an external accessory (CarPlay, an MFi GPS) produced the location.
    open var isProducedByAccessory: Bool { accessory }

    /// Source information is immutable, so a copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives both flags.
    open func encode(with coder: NSCoder) {
        coder.encode(software, forKey: "isSimulatedBySoftware")
        coder.encode(accessory, forKey: "isProducedByAccessory")
    }

    /// Unarchives source information archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        self.software = coder.decodeBool(forKey: "isSimulatedBySoftware")
        self.accessory = coder.decodeBool(forKey: "isProducedByAccessory")
        super.init()
    }

    /// Source information decodes only the classes it expects.
    public class var supportsSecureCoding: Bool { true }
}
