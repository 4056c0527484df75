import LocsimCoreLocation
import LocsimCoreMotion
import Testing

// Conformances real apps add to Apple's types. They compile only because the facade, like Apple,
// does not declare them itself; a facade conformance would make these redundant and change which
// `description` runs.
extension CLAuthorizationStatus: CustomStringConvertible {
    /// The app's own wording.
    public var description: String {
        switch self {
        case .notDetermined: return "not determined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorizedAlways: return "always"
        case .authorizedWhenInUse: return "when in use"
        @unknown default: return "unknown"
        }
    }
}

extension CLAccuracyAuthorization: CustomStringConvertible {
    /// The app's own wording.
    public var description: String { self == .fullAccuracy ? "precise" : "approximate" }
}

extension CLLocationCoordinate2D: Equatable {
    /// Same latitude and longitude.
    public static func == (lhs: CLLocationCoordinate2D, rhs: CLLocationCoordinate2D) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
    }
}

extension CLLocationCoordinate2D: Codable {
    enum CodingKeys: String, CodingKey { case latitude, longitude }

    /// Reads the two angles.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            latitude: try container.decode(Double.self, forKey: .latitude),
            longitude: try container.decode(Double.self, forKey: .longitude))
    }

    /// Writes the two angles.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}

extension CLActivityType: CaseIterable {
    /// Every activity type, in raw-value order.
    public static let allCases: [CLActivityType] = [
        .other, .automotiveNavigation, .fitness, .otherNavigation, .airborne,
    ]
}

extension CMAuthorizationStatus: CustomStringConvertible {
    /// The app's own wording.
    public var description: String { "motion \(rawValue)" }
}

/// An app's protocol that `CLLocation` is made to conform to, as apps do to fake locations in tests.
protocol LocationLike {
    var coordinate: CLLocationCoordinate2D { get }
    var horizontalAccuracy: CLLocationAccuracy { get }
    var timestamp: Date { get }
}

extension CLLocation: LocationLike {}

@Suite("App code that extends Apple's types compiles against the facade and runs its own code")
struct AppStyleConformanceTests {
    @Test("the app's own description runs for the statuses it extends")
    func appDescriptionsRun() {
        #expect("\(CLAuthorizationStatus.authorizedWhenInUse)" == "when in use")
        #expect(String(describing: CLAccuracyAuthorization.reducedAccuracy) == "approximate")
        #expect("\(CMAuthorizationStatus.denied)" == "motion 2")
    }

    @Test("an app's Equatable and Codable on CLLocationCoordinate2D work")
    func appCoordinateConformances() throws {
        let bridge = CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)
        let data = try JSONEncoder().encode(bridge)
        #expect(try JSONDecoder().decode(CLLocationCoordinate2D.self, from: data) == bridge)
        #expect(CLActivityType.allCases.count == 5)
    }

    @Test("a switch with @unknown default over an enum compiles and a CLLocation is the app's LocationLike")
    func switchesAndProtocols() {
        let fake: any LocationLike = CLLocation(latitude: 1, longitude: 2)
        #expect(fake.coordinate == CLLocationCoordinate2D(latitude: 1, longitude: 2))
        #expect(fake.horizontalAccuracy == 0)
    }
}
