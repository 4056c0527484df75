import Vocabulary

/// Small-distance geometry on a spherical Earth, written with IEEE `+ − × ÷` and square root only.
///
/// Why not `Foundation.sin`: libm differs between Linux and macOS in the last bit, and a snapped
/// centre must print the same bytes everywhere. These functions use series whose every step is a
/// correctly rounded IEEE operation, and round their results to whole micro-degrees or millimetres
/// before anything reaches the simulation state.
public enum Geodesy {
    /// Millimetres per micro-degree of latitude (111,320 m per degree).
    public static let millimetresPerMicrodegree = 111.32

    /// Sine and cosine of an angle in centidegrees (1/100 °), from Taylor series after exact integer
    /// range reduction to [−180°, 180°].
    public static func sinCos(centidegrees: Int64) -> (sin: Double, cos: Double) {
        var reduced = centidegrees % 36_000
        if reduced > 18_000 { reduced -= 36_000 }
        if reduced < -18_000 { reduced += 36_000 }
        let x = Double(reduced) * (3.141_592_653_589_793 / 18_000)
        let x2 = x * x
        var sinTerm = x
        var cosTerm = 1.0
        var sinSum = x
        var cosSum = 1.0
        for n in 1...14 {
            let k = Double(2 * n)
            sinTerm = -sinTerm * x2 / (k * (k + 1))
            cosTerm = -cosTerm * x2 / ((k - 1) * k)
            sinSum += sinTerm
            cosSum += cosTerm
        }
        return (sinSum, cosSum)
    }

    /// Cosine of a latitude given in micro-degrees, never below 0.01 so longitudes stay finite.
    static func cosLatitude(_ latitude_e6: Int64) -> Double {
        max(0.01, sinCos(centidegrees: latitude_e6 / 10_000).cos)
    }

    /// The point `north_mm` north and `east_mm` east of `origin`, rounded to whole micro-degrees.
    public static func offset(_ origin: Coordinate, north_mm: Int64, east_mm: Int64) -> Coordinate {
        let dLatitude = (Double(north_mm) / millimetresPerMicrodegree).rounded()
        let perLongitude = millimetresPerMicrodegree * cosLatitude(origin.latitude_e6)
        let dLongitude = (Double(east_mm) / perLongitude).rounded()
        return Coordinate(
            latitude_e6: origin.latitude_e6 + Int64(dLatitude),
            longitude_e6: origin.longitude_e6 + Int64(dLongitude))
    }

    /// The point `distance` from `origin` along `bearing_cdeg` (centidegrees clockwise from north).
    public static func offset(_ origin: Coordinate, distance: Distance, bearing_cdeg: Int64) -> Coordinate {
        let (sine, cosine) = sinCos(centidegrees: bearing_cdeg)
        let north = (Double(distance.millimetres) * cosine).rounded()
        let east = (Double(distance.millimetres) * sine).rounded()
        return offset(origin, north_mm: Int64(north), east_mm: Int64(east))
    }

    /// The distance between two nearby points (equirectangular), rounded to the millimetre: good to
    /// well under 0.1 % over the tens of kilometres a scenario covers.
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Distance {
        let middle = (a.latitude_e6 + b.latitude_e6) / 2
        let north = Double(b.latitude_e6 - a.latitude_e6) * millimetresPerMicrodegree
        let east = Double(b.longitude_e6 - a.longitude_e6) * millimetresPerMicrodegree * cosLatitude(middle)
        return Distance(millimetres: Int64((north * north + east * east).squareRoot().rounded()))
    }
}
