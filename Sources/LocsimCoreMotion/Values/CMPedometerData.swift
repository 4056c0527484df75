/// Steps, distance and floors counted between two dates. Optional values are nil where the device
/// cannot measure them (no barometer: no floors).
open class CMPedometerData: NSObject, NSSecureCoding, NSCopying {
    struct Values {
        var startDate: Date
        var endDate: Date
        var numberOfSteps: Int
        var distance: Double? = nil
        var floorsAscended: Int? = nil
        var floorsDescended: Int? = nil
        var currentPace: Double? = nil
        var currentCadence: Double? = nil
        var averageActivePace: Double? = nil
    }

    let values: Values

    /// Counts, as the host makes them from the simulation.
    init(values: Values) {
        self.values = values
        super.init()
    }

    /// No steps in no time: the `init()` Objective-C's `NSObject` gives, for test doubles that
    /// override the counts.
    public override init() {
        self.values = Values(startDate: .distantPast, endDate: .distantPast, numberOfSteps: 0)
        super.init()
    }

    /// The start of the period counted.
    open var startDate: Date { values.startDate }
    /// The end of the period counted.
    open var endDate: Date { values.endDate }
    /// Steps taken.
    open var numberOfSteps: NSNumber { NSNumber(value: values.numberOfSteps) }
    /// Distance travelled in metres.
    open var distance: NSNumber? { values.distance.map { NSNumber(value: $0) } }
    /// Floors climbed.
    open var floorsAscended: NSNumber? { values.floorsAscended.map { NSNumber(value: $0) } }
    /// Floors descended.
    open var floorsDescended: NSNumber? { values.floorsDescended.map { NSNumber(value: $0) } }
    /// Current pace in seconds per metre.
    open var currentPace: NSNumber? { values.currentPace.map { NSNumber(value: $0) } }
    /// Current cadence in steps per second.
    open var currentCadence: NSNumber? { values.currentCadence.map { NSNumber(value: $0) } }
    /// Average pace while moving, in seconds per metre.
    open var averageActivePace: NSNumber? { values.averageActivePace.map { NSNumber(value: $0) } }

    /// Pedometer data is immutable, so a copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the dates and the step count (the optional measures are not archived).
    open func encode(with coder: NSCoder) {
        coder.encode(values.startDate.timeIntervalSinceReferenceDate, forKey: "startDate")
        coder.encode(values.endDate.timeIntervalSinceReferenceDate, forKey: "endDate")
        coder.encode(values.numberOfSteps, forKey: "numberOfSteps")
    }

    /// Unarchives data archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "startDate") else { return nil }
        values = Values(
            startDate: Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "startDate")),
            endDate: Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "endDate")),
            numberOfSteps: coder.decodeInteger(forKey: "numberOfSteps"))
        super.init()
    }

    /// Pedometer data decodes only the classes it expects.
    public class var supportsSecureCoding: Bool { true }
}
