import LocsimCoreLocation
import LocsimCoreMotion
import Testing

/// A heading double as apps' test targets write them: its own designated initialiser calling
/// `super.init()`, the required coder initialiser, and overrides of what it reads.
final class FixedHeading: CLHeading, @unchecked Sendable {
    let degrees: CLLocationDirection

    init(degrees: CLLocationDirection) {
        self.degrees = degrees
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var magneticHeading: CLLocationDirection { degrees }
    override var trueHeading: CLLocationDirection { degrees }
    override var description: String { "FixedHeading(\(degrees))" }
}

/// An activity double overriding one flag.
final class WalkingActivity: CMMotionActivity, @unchecked Sendable {
    override var walking: Bool { true }
    override var confidence: CMMotionActivityConfidence { .high }
}

/// A beacon double with its own initialiser.
final class NearBeacon: CLBeacon, @unchecked Sendable {
    init(rssi: Int) {
        self.fixedRSSI = rssi
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    let fixedRSSI: Int
    override var rssi: Int { fixedRSSI }
    override var proximity: CLProximity { .near }
}

@Suite("Test doubles subclass the facade's classes as they subclass Apple's")
struct TestDoubleTests {
    @Test("a heading, a beacon and an activity subclassed with super.init() read the overridden values")
    func doublesReadTheirOverrides() {
        let heading: CLHeading = FixedHeading(degrees: 90)
        #expect(heading.magneticHeading == 90 && heading.trueHeading == 90 && heading.headingAccuracy == -1)
        #expect("\(heading)" == "FixedHeading(90.0)")
        let beacon: CLBeacon = NearBeacon(rssi: -60)
        #expect(beacon.rssi == -60 && beacon.proximity == .near)
        let activity: CMMotionActivity = WalkingActivity()
        #expect(activity.walking && !activity.running && activity.confidence == .high)
        #expect(activity.startDate == .distantPast)
    }

    @Test("NSObject's init() makes empty values of every class apps double")
    func emptyValues() {
        #expect(CLRegion().identifier.isEmpty && CLFloor().level == 0)
        #expect(!CLLocationSourceInformation().isSimulatedBySoftware)
        #expect(CMPedometerData().numberOfSteps == 0 && CMPedometerEvent().type == .pause && CMLogItem().timestamp == 0)
    }

    @Test("a circular region describes itself in Apple's layout")
    func regionDescription() {
        let region = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246), radius: 100, identifier: "bridge")
        #expect(
            region.description
                == "CLCircularRegion (identifier:'bridge', center:<+51.50070000,-0.12460000>, radius:100.00m)")
    }

    @Test("a beacon region archives with its identity")
    func beaconRegionCoding() throws {
        let uuid = UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")!
        let region = CLBeaconRegion(uuid: uuid, major: 3, identifier: "shop")
        region.notifyEntryStateOnDisplay = true
        let data = try NSKeyedArchiver.archivedData(withRootObject: region, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CLBeaconRegion.self, from: data))
        #expect(back.uuid == uuid && back.major?.intValue == 3 && back.minor == nil && back.notifyEntryStateOnDisplay)
    }
}
