/// The superclass of Core Motion's samples: a time since the device booted.
open class CMLogItem: NSObject, NSSecureCoding, NSCopying {
    private let uptime: TimeInterval

    /// A sample taken `timestamp` seconds after boot, as the host makes one.
    init(timestamp: TimeInterval) {
        self.uptime = timestamp
        super.init()
    }

    /// A sample at boot time: the `init()` Objective-C's `NSObject` gives, designated so that test
    /// doubles subclassing Core Motion's samples can call `super.init()`.
    public override init() {
        self.uptime = 0
        super.init()
    }

    /// When the sample was taken, in seconds since the device booted.
    open var timestamp: TimeInterval { uptime }

    /// A sample is immutable, so a copy is the sample itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the timestamp.
    open func encode(with coder: NSCoder) { coder.encode(uptime, forKey: "timestamp") }

    /// Unarchives a sample archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        self.uptime = coder.decodeDouble(forKey: "timestamp")
        super.init()
    }

    /// Samples decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}
