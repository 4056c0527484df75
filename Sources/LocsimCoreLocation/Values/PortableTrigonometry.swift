/// Sine, cosine and arctangent of `Double` radians from IEEE `+ − × ÷` and square root only.
///
/// Why not `Foundation.sin`: libm differs between Linux and macOS in the last bit, and a distance an
/// app computes may decide what it does next (a geofence test, a "moved far enough" check), which
/// must be the same on every machine. Every step here is a correctly rounded IEEE operation, so the
/// results are bit-identical everywhere; they agree with libm to within a few units in the last place.
enum PortableTrigonometry {
    /// π/2 split in two (Cody–Waite) so that `x − k·π/2` loses no bits for the angles geodesy uses.
    private static let halfPiHigh = 1.570_796_326_794_896_558
    private static let halfPiLow = 6.123_233_995_736_766e-17
    /// π/2 and π rounded to `Double`.
    static let halfPi = 1.570_796_326_794_896_6
    static let pi = 3.141_592_653_589_793

    /// Sine and cosine together, after reduction to [−π/4, π/4] and its quadrant.
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        let quadrant = (x / halfPi).rounded()
        let r = (x - quadrant * halfPiHigh) - quadrant * halfPiLow
        let (s, c) = seriesSinCos(r)
        switch Int(quadrant.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// Taylor series on |r| ≤ π/4: eleven terms each reach below 10⁻¹⁸.
    private static func seriesSinCos(_ r: Double) -> (Double, Double) {
        let r2 = r * r
        var sinTerm = r
        var cosTerm = 1.0
        var sinSum = r
        var cosSum = 1.0
        for n in 1...11 {
            let k = Double(2 * n)
            sinTerm = -sinTerm * r2 / (k * (k + 1))
            cosTerm = -cosTerm * r2 / ((k - 1) * k)
            sinSum += sinTerm
            cosSum += cosTerm
        }
        return (sinSum, cosSum)
    }

    /// Arctangent: beyond 1 by the complement, then two argument halvings bring |x| under 0.2,
    /// where the series needs fifteen terms.
    static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        if abs(x) > 1 {
            let complement = halfPi - atan(1 / abs(x))
            return x < 0 ? -complement : complement
        }
        var y = x
        for _ in 0..<2 { y = y / (1 + (1 + y * y).squareRoot()) }
        let y2 = y * y
        var power = y
        var sum = y
        for n in 1...15 {
            power = -power * y2
            sum += power / Double(2 * n + 1)
        }
        return 4 * sum
    }

    /// The angle of the point (x, y), in (−π, π].
    static func atan2(_ y: Double, _ x: Double) -> Double {
        if x > 0 { return atan(y / x) }
        if x < 0 { return y < 0 ? atan(y / x) - pi : atan(y / x) + pi }
        if y > 0 { return halfPi }
        if y < 0 { return -halfPi }
        return 0
    }
}
