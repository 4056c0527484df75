/// The receipt for a scheduled event, used to cancel it later (an Allow Once expiry that a return to
/// the foreground called off, say).
///
/// It is the event's insertion sequence number, which is also its tie-breaker: unique for the life
/// of a queue and strictly increasing, so tokens never collide and never depend on memory addresses.
public struct EventToken: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The insertion sequence number the queue gave the event.
    public let sequence: UInt64

    /// Wraps a sequence number; queues make tokens, callers keep them.
    @inlinable
    public init(sequence: UInt64) {
        self.sequence = sequence
    }

    /// Earlier-scheduled tokens sort first, as their events do at equal times.
    @inlinable
    public static func < (lhs: EventToken, rhs: EventToken) -> Bool { lhs.sequence < rhs.sequence }

    /// `#42`, as traces print it.
    public var description: String { "#\(sequence)" }
}
