/// The length of the shortest path between two points on the WGS 84 ellipsoid, by Vincenty's inverse
/// formula (1975), the distance `CLLocation.distance(from:)` and `CLCircularRegion.contains(_:)` use.
///
/// Apple documents only "a line that follows the curvature of the Earth"; the ellipsoid is the
/// accurate reading of that (a sphere is off by up to 0.5 %), and its figures are the ones geodesy
/// publishes (1° of longitude on the equator is 111,319.491 m). Altitude is ignored, as Apple's is.
/// Written with ``PortableTrigonometry`` so the same coordinates give the same bits on every machine.
/// The simulation's own small-distance geometry (`Geodesy.distance`, equirectangular on a sphere)
/// agrees with this to well under 0.3 % over the kilometres a scenario covers.
enum WGS84Distance {
    /// Semi-major axis in metres.
    static let a = 6_378_137.0
    /// Flattening.
    static let f = 1 / 298.257_223_563
    /// Semi-minor axis in metres.
    static let b = a * (1 - f)

    /// The distance in metres between two coordinates given in degrees.
    static func metres(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDistance {
        let radian = PortableTrigonometry.pi / 180
        var longitudeDifference = (to.longitude - from.longitude) * radian
        if longitudeDifference > PortableTrigonometry.pi { longitudeDifference -= 2 * PortableTrigonometry.pi }
        if longitudeDifference < -PortableTrigonometry.pi { longitudeDifference += 2 * PortableTrigonometry.pi }
        let one = reducedLatitude(from.latitude * radian)
        let two = reducedLatitude(to.latitude * radian)
        guard let arc = converge(one, two, longitudeDifference) else { return 0 }
        return length(arc)
    }

    /// Sine and cosine of the reduced (parametric) latitude of a geodetic latitude.
    private static func reducedLatitude(_ latitude: Double) -> (sin: Double, cos: Double) {
        let (sine, cosine) = PortableTrigonometry.sinCos(latitude)
        let tangent = (1 - f) * sine / cosine
        let cosU = 1 / (1 + tangent * tangent).squareRoot()
        return (tangent * cosU, cosU)
    }

    /// The geodesic's angular length and shape, once λ converges.
    private struct Arc {
        var sinSigma: Double
        var cosSigma: Double
        var sigma: Double
        var cosSquaredAlpha: Double
        var cos2SigmaM: Double
    }

    /// Iterates λ, the longitude difference on the auxiliary sphere, to 10⁻¹² rad (0.006 mm); nil for
    /// coincident points. Near-antipodal points may not converge: the 200th iterate is used.
    private static func converge(
        _ one: (sin: Double, cos: Double), _ two: (sin: Double, cos: Double), _ longitudeDifference: Double
    ) -> Arc? {
        var lambda = longitudeDifference
        var arc = Arc(sinSigma: 0, cosSigma: 0, sigma: 0, cosSquaredAlpha: 0, cos2SigmaM: 0)
        for _ in 0..<200 {
            let (sinLambda, cosLambda) = PortableTrigonometry.sinCos(lambda)
            let p = two.cos * sinLambda
            let q = one.cos * two.sin - one.sin * two.cos * cosLambda
            arc.sinSigma = (p * p + q * q).squareRoot()
            if arc.sinSigma == 0 { return nil }
            arc.cosSigma = one.sin * two.sin + one.cos * two.cos * cosLambda
            arc.sigma = PortableTrigonometry.atan2(arc.sinSigma, arc.cosSigma)
            let sinAlpha = one.cos * two.cos * sinLambda / arc.sinSigma
            arc.cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            arc.cos2SigmaM =
                arc.cosSquaredAlpha == 0 ? 0 : arc.cosSigma - 2 * one.sin * two.sin / arc.cosSquaredAlpha
            let c = f / 16 * arc.cosSquaredAlpha * (4 + f * (4 - 3 * arc.cosSquaredAlpha))
            let previous = lambda
            let correction =
                arc.sigma + c * arc.sinSigma
                * (arc.cos2SigmaM + c * arc.cosSigma * (-1 + 2 * arc.cos2SigmaM * arc.cos2SigmaM))
            lambda = longitudeDifference + (1 - c) * f * sinAlpha * correction
            if abs(lambda - previous) < 1e-12 { break }
        }
        return arc
    }

    /// The ellipsoidal length of a converged arc.
    private static func length(_ arc: Arc) -> Double {
        let uSquared = arc.cosSquaredAlpha * (a * a - b * b) / (b * b)
        let bigA = 1 + uSquared / 16_384 * (4_096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
        let bigB = uSquared / 1_024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
        let m = arc.cos2SigmaM
        let m2 = m * m
        let deltaSigma =
            bigB * arc.sinSigma
            * (m + bigB / 4
                * (arc.cosSigma * (-1 + 2 * m2)
                    - bigB / 6 * m * (-3 + 4 * arc.sinSigma * arc.sinSigma) * (-3 + 4 * m2)))
        return b * bigA * (arc.sigma - deltaSigma)
    }
}
