extension String {
    /// The two sides of the first `..` (`2ms..9ms` → `2ms`, `9ms`), or nil when there is none: how
    /// ranges and time windows are written inside one word.
    func splitAtRangeDots() -> (low: String, high: String)? {
        var previousWasDot = false
        var found = false
        for byte in utf8 {
            if byte == 0x2E, previousWasDot {
                found = true
                break
            }
            previousWasDot = byte == 0x2E
        }
        guard found else { return nil }
        let scalars = Array(unicodeScalars)
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == ".", scalars[index + 1] == "." {
                return (
                    String(String.UnicodeScalarView(scalars[..<index])),
                    String(String.UnicodeScalarView(scalars[(index + 2)...]))
                )
            }
            index += 1
        }
        return nil
    }
}
