import Testing

@testable import LocsimCoreLocation

@Suite("Regions, beacons, visits and headings are declared as Apple's")
struct RegionAndBeaconTests {
    static let bridge = CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)

    @Test("a circular region contains what lies within its radius along the ellipsoid, edge included")
    func circularRegion() {
        let region = CLCircularRegion(center: Self.bridge, radius: 100, identifier: "bridge")
        #expect(region.identifier == "bridge" && region.radius == 100 && region.center.latitude == 51.5007)
        #expect(region.notifyOnEntry && region.notifyOnExit)
        #expect(region.contains(Self.bridge))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 51.5016, longitude: -0.1246)))  // 100.13 m
        #expect(region.contains(CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1236)))  // 69.44 m
        let asRegion: CLRegion = region
        #expect(asRegion is CLCircularRegion)
    }

    @Test("a copy is a new region with the same values; changing it leaves the original alone")
    func regionCopy() throws {
        let region = CLCircularRegion(center: Self.bridge, radius: 100, identifier: "bridge")
        region.notifyOnExit = false
        let copy = try #require(region.copy() as? CLCircularRegion)
        #expect(copy !== region && copy.identifier == "bridge" && copy.radius == 100 && !copy.notifyOnExit)
        copy.notifyOnEntry = false
        #expect(region.notifyOnEntry)
    }

    @Test("a circular region archives with its centre, radius and flags")
    func regionCoding() throws {
        let region = CLCircularRegion(center: Self.bridge, radius: 250, identifier: "home")
        region.notifyOnEntry = false
        let data = try NSKeyedArchiver.archivedData(withRootObject: region, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CLCircularRegion.self, from: data))
        #expect(back.identifier == "home" && back.radius == 250 && back.center.longitude == -0.1246)
        #expect(!back.notifyOnEntry && back.notifyOnExit)
    }

    @Test("beacon regions and constraints: UUID, optional major and minor, NSNumber on the region")
    func beaconRegions() {
        let uuid = UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")!
        let any = CLBeaconRegion(uuid: uuid, identifier: "shop")
        #expect(any.uuid == uuid && any.major == nil && any.minor == nil && !any.notifyEntryStateOnDisplay)
        let exact = CLBeaconRegion(uuid: uuid, major: 7, minor: 9, identifier: "till")
        #expect(exact.major == NSNumber(value: 7) && exact.minor?.intValue == 9)
        let constraint = CLBeaconIdentityConstraint(uuid: uuid, major: 7)
        #expect(constraint.major == 7 && constraint.minor == nil)
        let fromConstraint = CLBeaconRegion(beaconIdentityConstraint: constraint, identifier: "aisle")
        #expect(fromConstraint.beaconIdentityConstraint === constraint)
        let sendable: any Sendable = constraint
        #expect(sendable is CLBeaconIdentityConstraint)
    }

    @Test("a beacon, a visit and a heading made by NSObject's init are unknown and invalid")
    func defaultsOfHostMadeValues() {
        let beacon = CLBeacon()
        #expect(beacon.proximity == .unknown && beacon.accuracy == -1 && beacon.rssi == 0 && beacon.major == 0)
        let visit = CLVisit()
        #expect(visit.arrivalDate == .distantPast && visit.departureDate == .distantFuture)
        #expect(!CLLocationCoordinate2DIsValid(visit.coordinate))
        let heading = CLHeading()
        #expect(heading.headingAccuracy == -1 && heading.trueHeading == -1)
    }

    @Test("the host's visit and heading carry their values")
    func hostMadeValues() {
        let visit = CLVisit(
            arrivalDate: Date(timeIntervalSinceReferenceDate: 10), departureDate: .distantFuture,
            coordinate: Self.bridge, horizontalAccuracy: 35)
        #expect(visit.coordinate.latitude == 51.5007 && visit.horizontalAccuracy == 35)
        let heading = CLHeading(values: .init(magneticHeading: 12, trueHeading: 10, headingAccuracy: 5))
        #expect(heading.magneticHeading == 12 && heading.trueHeading == 10 && heading.headingAccuracy == 5)
    }
}

@Suite("CLPlacemark carries a geocoder's answer as Apple's does")
struct PlacemarkTests {
    @Test("a placemark's parts, its copy initialiser and its archive")
    func placemark() throws {
        let location = CLLocation(latitude: 51.5007, longitude: -0.1246)
        let placemark = CLPlacemark(
            values: .init(location: location, name: "Westminster Bridge", locality: "London", isoCountryCode: "GB"))
        let copy = CLPlacemark(placemark: placemark)
        #expect(copy.location === location && copy.name == "Westminster Bridge" && copy.locality == "London")
        #expect(copy.postalCode == nil && copy.areasOfInterest == nil)
        let data = try NSKeyedArchiver.archivedData(withRootObject: placemark, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CLPlacemark.self, from: data))
        #expect(back.isoCountryCode == "GB" && back.location?.coordinate.latitude == 51.5007)
        let sendable: any Sendable = placemark
        #expect(sendable is CLPlacemark)
    }
}
