/// A file path as locsim writes it into text: control characters (a newline in a folder's name, an
/// escape sequence, a bidirectional override) are spelled as escapes, so a path can never break a
/// report's lines, a counterexample's comment header or a terminal's display.
///
/// ```swift
/// DisplayPath.escaped("runs/a\nb.scenario")   // "runs/a\\nb.scenario"
/// ```
public enum DisplayPath {
    /// `path` with every control or bidirectional-formatting character escaped (`\n`, `\t`, `\u{1B}`).
    public static func escaped(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: needsEscape) else { return path }
        var text = ""
        for scalar in path.unicodeScalars {
            guard needsEscape(scalar) else {
                text.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default: text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return text
    }

    /// `text` cut to its first `limit` characters with `…` after, for a message quoting a value that
    /// may be megabytes long (a recording's field, a shard's).
    public static func cut(_ text: String, to limit: Int) -> String {
        text.count > limit ? text.prefix(limit) + "…" : text
    }

    /// C0 and C1 controls, DEL, the line and paragraph separators, and the bidirectional embeddings,
    /// overrides and isolates that reorder what a terminal shows.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
