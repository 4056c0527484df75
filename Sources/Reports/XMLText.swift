/// The one escaper for XML text and attribute values: SVG timelines, the HTML report and JUnit all
/// write through it.
///
/// ```swift
/// XMLText.escaped("a < b & \"c\"")                                   // a &lt; b &amp; &quot;c&quot;
/// XMLText.escaped("Don't\u{7}", apostrophes: true, forbidden: .dropped)  // Don&apos;t
/// ```
public enum XMLText {
    /// What becomes of a character XML 1.0 forbids: a control below U+0020 but tab and newline, and
    /// the noncharacters U+FFFE and U+FFFF (a parser refuses the whole file for one).
    public enum Forbidden: Sendable {
        /// Shown as `?`, so a picture still says something was there.
        case questionMark
        /// Left out, as JUnit readers expect.
        case dropped
    }

    /// `&`, `<`, `>` and `"` as entities (and `'` when `apostrophes`), forbidden controls per `forbidden`.
    public static func escaped(
        _ text: String, apostrophes: Bool = false, forbidden: Forbidden = .questionMark
    ) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'" where apostrophes: out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                } else if forbidden == .questionMark {
                    out += "?"
                }
            }
        }
        return out
    }
}
