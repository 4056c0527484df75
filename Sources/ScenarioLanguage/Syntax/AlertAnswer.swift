/// How `alert …` answers the system alert on screen: one button by its label, or every button (what-if).
public enum AlertAnswer: Hashable, Sendable {
    /// `alert "Allow Once"`: press the button with this label.
    case button(label: String)
    /// `alert any`: exploration branches over every button of the alert.
    case any

    /// True when `label` (a button of the alert on screen) is the one this answer names.
    ///
    /// A straight apostrophe matches the system's curly one, so `"Don't Allow"` answers `Don’t Allow`:
    /// people type the first, iOS shows the second.
    public func matches(_ label: String) -> Bool {
        switch self {
        case .any: return true
        case .button(let wanted): return Self.normalized(wanted) == Self.normalized(label)
        }
    }

    /// The label with curly apostrophes and quotes made straight.
    public static func normalized(_ label: String) -> String {
        String(
            String.UnicodeScalarView(
                label.unicodeScalars.map { scalar -> Unicode.Scalar in
                    switch scalar {
                    case "\u{2018}", "\u{2019}": return "'"
                    case "\u{201C}", "\u{201D}": return "\""
                    default: return scalar
                    }
                }))
    }
}
