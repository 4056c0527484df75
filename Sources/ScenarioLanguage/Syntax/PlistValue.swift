/// A value of an Info.plist key: a purpose string or a Boolean (`NSLocationDefaultAccuracyReduced true`).
public enum PlistValue: Hashable, Sendable {
    /// A string such as a usage description; blank counts as missing (PLIST-1), so it is kept as written.
    case string(String)
    /// A Boolean key.
    case bool(Bool)
}
