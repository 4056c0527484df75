import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@testable import LocsimCoreLocation

@Suite("The host's conversions between simulation values and Core Location values are exact")
struct SimulationConversionTests {
    @Test("a precise fix: nanodegrees, decimetres, cm/s and centidegrees become degrees, metres, m/s and °")
    func preciseFix() {
        let fix = Fix(
            coordinate: Coordinate(latitude_e9: 51_500_735_090, longitude_e9: -124_600_000), horizontalAccuracy_dm: 50,
            speed_cmps: 139, course_cdeg: 9_000, timestamp: SimInstant(microsecondsSinceStart: 2_500_000))
        let location = CLLocation(fix: fix)
        #expect(location.coordinate.latitude == 51.50073509 && location.coordinate.longitude == -0.1246)
        #expect(location.horizontalAccuracy == 5 && location.verticalAccuracy == -1 && location.altitude == 0)
        #expect(location.speed == 1.39 && location.speedAccuracy == 0)
        #expect(location.course == 90 && location.courseAccuracy == 0)
        #expect(location.timestamp == CLLocation.simulationTimeZero.addingTimeInterval(2.5))
        #expect(location.sourceInformation?.isSimulatedBySoftware == false)
    }

    @Test("a still precise fix has speed and course −1; an approximate one 0 and 0 with accuracies −1 (ACC-2)")
    func invalidAndApproximateFixes() {
        let still = Fix(
            coordinate: .westminsterBridge, horizontalAccuracy_dm: 50, speed_cmps: Fix.invalid,
            course_cdeg: Fix.invalid, timestamp: .start)
        #expect(CLLocation(fix: still).speed == -1 && CLLocation(fix: still).course == -1)
        #expect(CLLocation(fix: still).speedAccuracy == -1)
        let approximate = Fix(
            coordinate: .westminsterBridge, horizontalAccuracy_dm: 54_118, speed_cmps: 0, course_cdeg: 0,
            timestamp: .start)
        let location = CLLocation(fix: approximate)
        #expect(location.horizontalAccuracy == 5_411.8 && location.speed == 0 && location.course == 0)
        #expect(location.speedAccuracy == -1 && location.courseAccuracy == -1)
    }

    @Test("statuses and accuracies map one to one, raw values preserved")
    func statusesAndAccuracies() {
        for status in AuthorizationStatus.allCases {
            #expect(CLAuthorizationStatus(status).rawValue == Int32(status.rawValue))
            #expect(AuthorizationStatus(CLAuthorizationStatus(status)) == status)
        }
        #expect(CLAccuracyAuthorization(Accuracy.full) == .fullAccuracy)
        #expect(CLAccuracyAuthorization(Accuracy.reduced) == .reducedAccuracy)
        #expect(Accuracy(CLAccuracyAuthorization.reducedAccuracy) == .reduced)
    }

    @Test("only kCLLocationAccuracyReduced asks for approximate fixes (ACC-7)")
    func desiredAccuracy() {
        #expect(DesiredAccuracy(kCLLocationAccuracyReduced) == .reduced)
        for value in [
            kCLLocationAccuracyBestForNavigation, kCLLocationAccuracyBest, kCLLocationAccuracyHundredMeters,
            kCLLocationAccuracyThreeKilometers, 42,
        ] {
            #expect(DesiredAccuracy(value) == .best)
        }
    }

    @Test("coordinates round-trip between nanodegrees and degrees")
    func coordinates() {
        let bridge = Coordinate(latitude_e9: 51_500_735_090, longitude_e9: -124_600_001)
        #expect(Coordinate(CLLocationCoordinate2D(bridge)) == bridge)
    }
}
