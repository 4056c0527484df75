/// What a `CLServiceSession` requires.
public enum SessionRequirement: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `.whenInUse`.
    case whenInUse
    /// `.always`.
    case always

    /// The name scenarios use.
    public var description: String { rawValue }
}
