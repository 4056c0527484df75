/// What the user was doing from ``startDate`` on: several flags may be true at once (automotive and
/// stationary at a red light), or none, as Apple documents.
open class CMMotionActivity: CMLogItem {
    /// The flags, in one value so the host makes an activity in one call.
    struct Kinds: OptionSet {
        let rawValue: Int
        static let unknown = Kinds(rawValue: 1 << 0)
        static let stationary = Kinds(rawValue: 1 << 1)
        static let walking = Kinds(rawValue: 1 << 2)
        static let running = Kinds(rawValue: 1 << 3)
        static let automotive = Kinds(rawValue: 1 << 4)
        static let cycling = Kinds(rawValue: 1 << 5)
    }

    private let kinds: Kinds
    private let start: Date
    private let certainty: CMMotionActivityConfidence

    /// An activity, as the host makes one from the simulation.
    init(kinds: Kinds, startDate: Date, confidence: CMMotionActivityConfidence, timestamp: TimeInterval) {
        (self.kinds, self.start, self.certainty) = (kinds, startDate, confidence)
        super.init(timestamp: timestamp)
    }

    /// An activity with no flag set, low confidence, starting in the distant past: the `init()`
    /// Objective-C's `NSObject` gives, for test doubles that override the flags.
    public override init() {
        (kinds, start, certainty) = ([], .distantPast, .low)
        super.init()
    }

    /// Unarchives an activity archived by `encode(with:)`.
    public required init?(coder: NSCoder) {
        kinds = Kinds(rawValue: coder.decodeInteger(forKey: "kinds"))
        start = Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "startDate"))
        certainty = CMMotionActivityConfidence(rawValue: coder.decodeInteger(forKey: "confidence")) ?? .low
        super.init(coder: coder)
    }

    /// Archives the activity.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(kinds.rawValue, forKey: "kinds")
        coder.encode(start.timeIntervalSinceReferenceDate, forKey: "startDate")
        coder.encode(certainty.rawValue, forKey: "confidence")
    }

    /// How sure Core Motion is.
    open var confidence: CMMotionActivityConfidence { certainty }
    /// When the activity began.
    open var startDate: Date { start }
    /// Whether the activity could not be determined.
    open var unknown: Bool { kinds.contains(.unknown) }
    /// Whether the device was still.
    open var stationary: Bool { kinds.contains(.stationary) }
    /// Whether the user was walking.
    open var walking: Bool { kinds.contains(.walking) }
    /// Whether the user was running.
    open var running: Bool { kinds.contains(.running) }
    /// Whether the device was in a vehicle.
    open var automotive: Bool { kinds.contains(.automotive) }
    /// Whether the user was cycling.
    open var cycling: Bool { kinds.contains(.cycling) }
}
