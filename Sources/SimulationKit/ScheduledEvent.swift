/// An event together with when it runs and the token that identifies it.
///
/// What ``EventQueue/peek()`` shows and ``EventQueue/step()`` hands back: the payload alone would
/// lose the time, and the time is what every trace line starts with.
public struct ScheduledEvent<Event> {
    /// When the event runs.
    public var time: SimInstant
    /// Its identity and insertion order; the tie-breaker between events at the same time.
    public var token: EventToken
    /// The payload: a value describing what happens, never a closure.
    public var event: Event

    /// Bundles the three parts; queues make these, handlers read them.
    @inlinable
    public init(time: SimInstant, token: EventToken, event: Event) {
        self.time = time
        self.token = token
        self.event = event
    }
}

extension ScheduledEvent: Equatable where Event: Equatable {}
extension ScheduledEvent: Hashable where Event: Hashable {}
extension ScheduledEvent: Sendable where Event: Sendable {}
