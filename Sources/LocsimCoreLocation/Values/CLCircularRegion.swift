/// A circle around a point, for region monitoring (`startMonitoring(for:)`).
open class CLCircularRegion: CLRegion {
    /// A circle of `radius` metres around `center`. A radius larger than
    /// `maximumRegionMonitoringDistance` is clamped when monitoring starts, not here.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        super.init(identifier: identifier, center: center, radius: radius)
    }

    /// Unarchives a region archived by `encode(with:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The centre of the shape.
    open override var center: CLLocationCoordinate2D { shape.center }

    /// The radius of the circle in metres.
    open override var radius: CLLocationDistance { shape.radius }

    /// Whether `coordinate` is at most ``radius`` metres from ``center`` along the WGS 84 ellipsoid,
    /// the distance `CLLocation.distance(from:)` measures.
    open override func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        WGS84Distance.metres(shape.center, coordinate) <= shape.radius
    }

    /// `CLCircularRegion (identifier:'bridge', center:<+51.50070000,-0.12460000>, radius:100.00m)`,
    /// Apple's layout.
    open override var description: String {
        String(
            format: "CLCircularRegion (identifier:'%@', center:<%+.8f,%+.8f>, radius:%.2fm)", identifier,
            shape.center.latitude, shape.center.longitude, shape.radius)
    }

    /// A new circular region with the same centre, radius, identifier and notification flags.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CLCircularRegion(center: shape.center, radius: shape.radius, identifier: identifier)
        copy.notifyOnEntry = notifyOnEntry
        copy.notifyOnExit = notifyOnExit
        return copy
    }
}
