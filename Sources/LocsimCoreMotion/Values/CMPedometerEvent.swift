/// A change between moving and stopped, from `startEventUpdates(handler:)`.
open class CMPedometerEvent: NSObject, NSSecureCoding, NSCopying {
    private let when: Date
    private let kind: CMPedometerEventType

    /// An event, as the host makes one from the simulation.
    init(date: Date, type: CMPedometerEventType) {
        (when, kind) = (date, type)
        super.init()
    }

    /// A pause in the distant past: the `init()` Objective-C's `NSObject` gives, for test doubles.
    public override init() {
        (when, kind) = (.distantPast, .pause)
        super.init()
    }

    /// When the change happened.
    open var date: Date { when }
    /// Whether the user paused or resumed.
    open var type: CMPedometerEventType { kind }

    /// An event is immutable, so a copy is the event itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the event.
    open func encode(with coder: NSCoder) {
        coder.encode(when.timeIntervalSinceReferenceDate, forKey: "date")
        coder.encode(kind.rawValue, forKey: "type")
    }

    /// Unarchives an event archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        guard let type = CMPedometerEventType(rawValue: coder.decodeInteger(forKey: "type")) else { return nil }
        when = Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "date"))
        kind = type
        super.init()
    }

    /// Events decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}
