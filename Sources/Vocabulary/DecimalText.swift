/// Exact decimal printing and parsing of scaled integers, the one way locsim writes coordinates,
/// distances and speeds: the engine holds no `Double`, so `51.5007` is 51,500,700 micro-degrees and
/// prints back as `51.5007` on every platform.
public enum DecimalText {
    /// `value / 10^scale` with trailing zeros trimmed (`5411.8`, `-1`, `51.5007`).
    ///
    /// ```swift
    /// DecimalText.format(54_118, scale: 1)  // "5411.8"
    /// ```
    public static func format(_ value: Int64, scale: Int) -> String {
        // Built from ASCII digits in a small buffer: this runs for every coordinate of every fix, so
        // it avoids the string slicing and trimming a simpler version would do.
        var divisor: UInt64 = 1
        for _ in 0..<scale { divisor *= 10 }
        let magnitude = value.magnitude
        var fraction = magnitude % divisor
        var digits = scale
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.append(contentsOf: String(magnitude / divisor).utf8)
        if digits > 0 {
            bytes.append(UInt8(ascii: "."))
            var place: UInt64 = 1
            for _ in 1..<digits { place *= 10 }
            for _ in 0..<digits {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / place % 10))
                place /= 10
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses `-0.1246` into `value × 10^scale` exactly, or nil when the text is not a plain decimal
    /// or is finer than the scale allows (`0.0000001` at scale 6).
    ///
    /// ```swift
    /// DecimalText.parse("51.5007", scale: 6)  // 51_500_700
    /// ```
    public static func parse(_ text: some StringProtocol, scale: Int) -> Int64? {
        var scalars = Substring(text).unicodeScalars[...]
        var negative = false
        if let first = scalars.first, first == "-" || first == "+" || first == "\u{2212}" {
            negative = first != "+"
            scalars = scalars.dropFirst()
        }
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var sawDigit = false
        var sawPoint = false
        for scalar in scalars {
            if scalar == "." {
                if sawPoint { return nil }
                sawPoint = true
                continue
            }
            guard scalar.value >= 48, scalar.value <= 57 else { return nil }
            let digit = Int64(scalar.value - 48)
            sawDigit = true
            if sawPoint {
                fractionDigits += 1
                if fractionDigits > scale {
                    if digit != 0 { return nil }
                    continue
                }
                fraction = fraction * 10 + digit
            } else {
                let (shifted, overflow) = whole.multipliedReportingOverflow(by: 10)
                if overflow || shifted > Int64.max / 1_000_000_000 { return nil }
                whole = shifted + digit
            }
        }
        guard sawDigit else { return nil }
        var multiplier: Int64 = 1
        for _ in 0..<scale { multiplier *= 10 }
        var fractionScale: Int64 = 1
        for _ in 0..<max(0, scale - min(fractionDigits, scale)) { fractionScale *= 10 }
        let value = whole * multiplier + fraction * fractionScale
        return negative ? -value : value
    }
}
