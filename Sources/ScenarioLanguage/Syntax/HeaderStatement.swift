/// A header statement and where it was written.
///
/// Equality and hashing ignore ``location``: two scenarios that say the same thing are equal however
/// they are laid out, which is what the printer's round trip and exploration's deduplication need.
/// The location is still encoded in JSON and shown in every message.
public struct HeaderStatement: Hashable, Sendable {
    /// What the statement says.
    public var header: Header
    /// Where it was written (provenance only; not part of equality).
    public var location: SourceLocation

    /// A statement, for scenarios built by tools.
    public init(_ header: Header, location: SourceLocation) {
        self.header = header
        self.location = location
    }

    /// Equal when they say the same thing, wherever they were written.
    public static func == (lhs: HeaderStatement, rhs: HeaderStatement) -> Bool { lhs.header == rhs.header }

    /// Hashes what the statement says, not where.
    public func hash(into hasher: inout Hasher) { hasher.combine(header) }
}
