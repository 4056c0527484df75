import LocsimCoreLocation
import Testing

@Suite("Core Location's constants and scalar types have Apple's values")
struct CoreLocationConstantsTests {
    @Test("the desired-accuracy constants are Core Location's numbers")
    func accuracyConstants() {
        #expect(kCLLocationAccuracyBestForNavigation == -2)
        #expect(kCLLocationAccuracyBest == -1)
        #expect(kCLLocationAccuracyNearestTenMeters == 10)
        #expect(kCLLocationAccuracyHundredMeters == 100)
        #expect(kCLLocationAccuracyKilometer == 1_000)
        #expect(kCLLocationAccuracyThreeKilometers == 3_000)
        #expect(kCLLocationAccuracyReduced == 6_380_000)
    }

    @Test("the filter constants are −1 and the maxima are the largest Double")
    func filtersAndMaxima() {
        #expect(kCLDistanceFilterNone == -1)
        #expect(kCLHeadingFilterNone == -1)
        #expect(CLLocationDistanceMax == .greatestFiniteMagnitude)
        #expect(CLTimeIntervalMax == .greatestFiniteMagnitude)
    }

    @Test("the scalar types are Double aliases that mix with literals and with one another")
    func scalarAliasesAreDouble() {
        let degrees: CLLocationDegrees = 51.5
        let accuracy: CLLocationAccuracy = 5
        let distance: CLLocationDistance = accuracy * 2
        let speed: CLLocationSpeed = 1.4
        let speedAccuracy: CLLocationSpeedAccuracy = 0.5
        let direction: CLLocationDirection = 90
        let directionAccuracy: CLLocationDirectionAccuracy = 10
        let values: [Double] = [degrees, accuracy, distance, speed, speedAccuracy, direction, directionAccuracy]
        #expect(values == [51.5, 5, 10, 1.4, 0.5, 90, 10])
        let major: CLBeaconMajorValue = .max
        #expect(major == UInt16.max)
    }

    @Test("kCLLocationCoordinate2DInvalid is −180,−180 and invalid; ranges are inclusive")
    func coordinateValidity() {
        #expect(kCLLocationCoordinate2DInvalid.latitude == -180)
        #expect(kCLLocationCoordinate2DInvalid.longitude == -180)
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: -180)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.000001, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: 180.5)))
        let made = CLLocationCoordinate2DMake(51.5007, -0.1246)
        #expect(made.latitude == 51.5007 && made.longitude == -0.1246)
        let zero = CLLocationCoordinate2D()
        #expect(zero.latitude == 0 && zero.longitude == 0)
    }
}
