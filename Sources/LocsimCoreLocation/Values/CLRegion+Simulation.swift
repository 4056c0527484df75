import LocationSystem
import Vocabulary

extension MonitoredRegion {
    /// The region the system monitors for a `CLCircularRegion` (nil for other shapes): the centre
    /// to the nanodegree, the radius to the millimetre, both rounded to nearest.
    init?(_ region: CLRegion) {
        guard let circle = region as? CLCircularRegion else { return nil }
        let center = Coordinate(
            latitude_e9: Int64((circle.center.latitude * 1_000_000_000).rounded()),
            longitude_e9: Int64((circle.center.longitude * 1_000_000_000).rounded()))
        self.init(
            identifier: circle.identifier, center: center,
            radius: Distance(millimetres: Int64((max(0, circle.radius) * 1_000).rounded())))
    }
}

extension CLCircularRegion {
    /// The app-facing region for one the system monitors (`monitoredRegions` when this manager did
    /// not register it).
    convenience init(_ region: MonitoredRegion) {
        self.init(
            center: CLLocationCoordinate2D(region.center), radius: Double(region.radius.millimetres) / 1_000,
            identifier: region.identifier)
    }
}

extension CLRegionState {
    /// The Core Location state of a simulated one.
    init(_ state: RegionState) {
        switch state {
        case .unknown: self = .unknown
        case .inside: self = .inside
        case .outside: self = .outside
        }
    }
}
