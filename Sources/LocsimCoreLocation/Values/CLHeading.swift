/// The device's heading: magnetic and true, its accuracy and the raw geomagnetic field.
///
/// Not `Sendable`, as Apple's is not. Negative ``headingAccuracy`` means the heading is invalid;
/// ``trueHeading`` is negative until the device knows where it is.
open class CLHeading: NSObject, NSCopying, NSSecureCoding {
    struct Values {
        var magneticHeading: CLLocationDirection = 0
        var trueHeading: CLLocationDirection = -1
        var headingAccuracy: CLLocationDirection = -1
        var x: CLHeadingComponentValue = 0
        var y: CLHeadingComponentValue = 0
        var z: CLHeadingComponentValue = 0
        var timestamp = Date(timeIntervalSinceReferenceDate: 0)
    }

    let values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// An invalid heading: the `init()` Objective-C's `NSObject` gives, designated so that test
    /// doubles subclassing `CLHeading` can call `super.init()`.
    public override init() {
        self.values = Values()
        super.init()
    }

    /// Degrees clockwise from magnetic north.
    open var magneticHeading: CLLocationDirection { values.magneticHeading }
    /// Degrees clockwise from true north; negative when unknown.
    open var trueHeading: CLLocationDirection { values.trueHeading }
    /// The most the heading may be off by, in degrees; negative means invalid.
    open var headingAccuracy: CLLocationDirection { values.headingAccuracy }
    /// The geomagnetic field along the device's x axis, in microteslas.
    open var x: CLHeadingComponentValue { values.x }
    /// The geomagnetic field along the device's y axis, in microteslas.
    open var y: CLHeadingComponentValue { values.y }
    /// The geomagnetic field along the device's z axis, in microteslas.
    open var z: CLHeadingComponentValue { values.z }
    /// When the heading was measured.
    open var timestamp: Date { values.timestamp }

    /// `magneticHeading 12.00 trueHeading 10.00 accuracy 5.00 x 0.000 y 0.000 z 0.000 @ …`, as Apple
    /// prints a heading.
    open override var description: String {
        String(
            format: "magneticHeading %.2f trueHeading %.2f accuracy %.2f x %+.3f y %+.3f z %+.3f",
            magneticHeading, trueHeading, headingAccuracy, x, y, z) + " @ \(timestamp)"
    }

    /// A heading is immutable, so a copy is the heading itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the heading.
    open func encode(with coder: NSCoder) {
        let fields = [values.magneticHeading, values.trueHeading, values.headingAccuracy, values.x, values.y, values.z]
        for (key, value) in zip(Self.keys, fields) { coder.encode(value, forKey: key) }
        coder.encode(values.timestamp.timeIntervalSinceReferenceDate, forKey: "timestamp")
    }

    /// Unarchives a heading archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "timestamp") else { return nil }
        let fields = Self.keys.map { coder.decodeDouble(forKey: $0) }
        self.values = Values(
            magneticHeading: fields[0], trueHeading: fields[1], headingAccuracy: fields[2], x: fields[3], y: fields[4],
            z: fields[5], timestamp: Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: "timestamp")))
        super.init()
    }

    private static let keys = ["magneticHeading", "trueHeading", "headingAccuracy", "x", "y", "z"]

    /// Headings decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}
