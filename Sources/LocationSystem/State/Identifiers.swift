/// Identifies one `CLLocationManager` the app created; allocated synchronously by
/// ``AppSystem/createManager()`` so a model can keep it, in creation order within the process.
public struct ManagerID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The number, starting at 1 in each process.
    public var rawValue: Int
    /// Wraps a number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Creation order (or length), so listings sort the same way every run.
    public static func < (lhs: ManagerID, rhs: ManagerID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `m1`, as traces print it.
    public var description: String { "m\(rawValue)" }
}

/// Identifies one `CLServiceSession` (SES-1); allocated synchronously like ``ManagerID``.
public struct SessionID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The number, starting at 1 in each process.
    public var rawValue: Int
    /// Wraps a number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Creation order (or length), so listings sort the same way every run.
    public static func < (lhs: SessionID, rhs: SessionID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `s1`, as traces print it.
    public var description: String { "s\(rawValue)" }
}

/// Identifies one `CLLocationUpdate.liveUpdates()` sequence; allocated synchronously.
public struct LiveUpdatesID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The number, starting at 1 in each process.
    public var rawValue: Int
    /// Wraps a number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Creation order (or length), so listings sort the same way every run.
    public static func < (lhs: LiveUpdatesID, rhs: LiveUpdatesID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `u1`, as traces print it.
    public var description: String { "u\(rawValue)" }
}

/// Identifies one `CLBackgroundActivitySession`, which keeps location access (and the indicator)
/// alive in the background (AUTH-12, ACC-6).
public struct ActivitySessionID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The number, starting at 1 in each process.
    public var rawValue: Int
    /// Wraps a number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Creation order (or length), so listings sort the same way every run.
    public static func < (lhs: ActivitySessionID, rhs: ActivitySessionID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `b1`, as traces print it.
    public var description: String { "b\(rawValue)" }
}
