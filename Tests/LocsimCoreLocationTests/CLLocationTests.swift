import Testing

@testable import LocsimCoreLocation

@Suite("CLLocation has Apple's initialisers, defaults and WGS 84 distances")
struct CLLocationTests {
    @Test("init(latitude:longitude:): horizontal accuracy 0, vertical −1, course and speed −1, stamped now")
    func latitudeLongitudeDefaults() {
        let before = Date()
        let location = CLLocation(latitude: 51.5007, longitude: -0.1246)
        #expect(location.coordinate.latitude == 51.5007 && location.coordinate.longitude == -0.1246)
        #expect(location.altitude == 0 && location.ellipsoidalAltitude == 0)
        #expect(location.horizontalAccuracy == 0 && location.verticalAccuracy == -1)
        #expect(location.course == -1 && location.courseAccuracy == -1)
        #expect(location.speed == -1 && location.speedAccuracy == -1)
        #expect(location.timestamp >= before && location.timestamp <= Date())
        #expect(location.floor == nil && location.sourceInformation == nil)
    }

    @Test("each longer initialiser sets what it takes and leaves the rest invalid")
    func longerInitialisers() {
        let place = CLLocationCoordinate2D(latitude: 1, longitude: 2)
        let time = Date(timeIntervalSinceReferenceDate: 100)
        let basic = CLLocation(
            coordinate: place, altitude: 30, horizontalAccuracy: 5, verticalAccuracy: 3, timestamp: time)
        #expect(basic.altitude == 30 && basic.verticalAccuracy == 3 && basic.speed == -1 && basic.timestamp == time)
        let moving = CLLocation(
            coordinate: place, altitude: 0, horizontalAccuracy: 5, verticalAccuracy: -1, course: 90, speed: 1.5,
            timestamp: time)
        #expect(moving.course == 90 && moving.speed == 1.5 && moving.courseAccuracy == -1 && moving.speedAccuracy == -1)
        let full = CLLocation(
            coordinate: place, altitude: 0, horizontalAccuracy: 5, verticalAccuracy: -1, course: 90, courseAccuracy: 4,
            speed: 1.5, speedAccuracy: 0.3, timestamp: time,
            sourceInfo: CLLocationSourceInformation(softwareSimulationState: true, andExternalAccessoryState: false))
        #expect(full.courseAccuracy == 4 && full.speedAccuracy == 0.3)
        #expect(full.sourceInformation?.isSimulatedBySoftware == true)
        #expect(full.sourceInformation?.isProducedByAccessory == false)
        #expect(CLLocation().coordinate.latitude == 0 && CLLocation().horizontalAccuracy == 0)
    }

    @Test("distance(from:) gives Vincenty's WGS 84 figures: 1° on the equator, Flinders Peak–Buninyong")
    func distanceFigures() {
        let equator = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 1))
        #expect(abs(equator - 111_319.4908) < 0.001)
        let flindersPeak = CLLocation(latitude: -37.951_033_416_7, longitude: 144.424_867_888_9)
        let buninyong = CLLocation(latitude: -37.652_821_138_9, longitude: 143.926_495_527_8)
        #expect(abs(flindersPeak.distance(from: buninyong) - 54_972.271) < 0.01)
        let newYork = CLLocation(latitude: 40.7128, longitude: -74.0060)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(newYork.distance(from: london) - 5_585_233.579) < 0.01)
        #expect(newYork.distance(from: london) == london.distance(from: newYork))
        #expect(london.distance(from: london) == 0)
    }

    @Test("distances near London match the ellipsoid to the millimetre and are bit-identical on every run")
    func shortDistances() {
        let bridge = CLLocation(latitude: 51.5007, longitude: -0.1246)
        let north = CLLocation(latitude: 51.5016, longitude: -0.1246)
        #expect(abs(bridge.distance(from: north) - 100.1321) < 0.001)
        let east = CLLocation(latitude: 51.5007, longitude: -0.1236)
        #expect(abs(bridge.distance(from: east) - 69.4395) < 0.001)
        #expect(bridge.distance(from: east).bitPattern == bridge.distance(from: east).bitPattern)
        let nearAntipode = CLLocation(latitude: 0.5, longitude: 179.7)
        #expect(abs(CLLocation(latitude: 0, longitude: 0).distance(from: nearAntipode) - 19_947_819.70) < 1)
    }

    @Test("a location archives and unarchives with NSKeyedArchiver, and a copy is the same object")
    func codingAndCopying() throws {
        let location = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12), altitude: 12, horizontalAccuracy: 5,
            verticalAccuracy: 3, course: 45, courseAccuracy: 2, speed: 1.2, speedAccuracy: 0.4,
            timestamp: Date(timeIntervalSinceReferenceDate: 1_000),
            sourceInfo: CLLocationSourceInformation(softwareSimulationState: false, andExternalAccessoryState: true))
        let data = try NSKeyedArchiver.archivedData(withRootObject: location, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CLLocation.self, from: data))
        #expect(back.coordinate.latitude == 51.5 && back.altitude == 12 && back.speedAccuracy == 0.4)
        #expect(back.timestamp == location.timestamp && back.sourceInformation?.isProducedByAccessory == true)
        #expect(CLLocation.supportsSecureCoding)
        let plain = CLLocation(latitude: 1, longitude: 2)
        let plainData = try NSKeyedArchiver.archivedData(withRootObject: plain, requiringSecureCoding: true)
        let plainBack = try NSKeyedUnarchiver.unarchivedObject(ofClass: CLLocation.self, from: plainData)
        #expect(plainBack?.sourceInformation == nil && plainBack?.coordinate.longitude == 2)
        let copyIsSelf = (location.copy() as? CLLocation).map { $0 === location } ?? false
        #expect(copyIsSelf)
    }

    @Test("description uses Apple's layout with a locale-free time")
    func description() {
        let location = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246), altitude: 0,
            horizontalAccuracy: 5, verticalAccuracy: -1, timestamp: Date(timeIntervalSinceReferenceDate: 0))
        #expect(
            location.description
                == "<+51.50070000,-0.12460000> +/- 5.00m (speed -1.00 mps / course -1.00) @ 2001-01-01 00:00:00 +0000")
    }

    @Test("a location is Sendable and an app subclass can override what it reads")
    func sendableAndSubclassable() async {
        final class Fake: CLLocation, @unchecked Sendable {
            override var speed: CLLocationSpeed { 3 }
        }
        let location: CLLocation = Fake(latitude: 1, longitude: 1)
        let speed = await Task.detached { location.speed }.value
        #expect(speed == 3)
    }
}
