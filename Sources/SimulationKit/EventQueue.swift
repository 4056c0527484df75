/// The pending events of one simulation, in the order they will run: by time, then by the order
/// they were scheduled.
///
/// Every layer of locsim runs on this queue, so two promises matter more than anything else here.
/// *Total order*: events at the same microsecond run in insertion order, decided by a strictly
/// increasing sequence number and never by the heap's shape. *Values*: an event is a payload you can
/// print, hash and copy, so the whole queue is a value and forking a timeline is a plain copy.
///
/// ```swift
/// var queue = EventQueue<String>()
/// queue.schedule("expire", after: .seconds(18))
/// queue.schedule("callback", after: .milliseconds(4))
/// queue.run(until: SimInstant.start + .seconds(30)) { queue, next in
///     print(next.time, next.event)  // "0.004s callback", then "18.000s expire"
/// }
/// ```
public struct EventQueue<Event> {
    /// One pending event: the sort key (time, sequence) and the payload, stored inline.
    @usableFromInline
    struct Entry {
        @usableFromInline var time: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var event: Event

        @inlinable
        init(time: Int64, sequence: UInt64, event: Event) {
            self.time = time
            self.sequence = sequence
            self.event = event
        }

        /// The queue's total order: earlier time first, then lower sequence.
        @inlinable @inline(__always)
        func runsBefore(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && sequence < other.sequence)
        }
    }

    /// A binary min-heap of entries under ``Entry/runsBefore(_:)``.
    @usableFromInline var heap: [Entry]
    /// The sequence number the next scheduled event gets.
    @usableFromInline var nextSequence: UInt64
    /// The current simulated time: the time of the event most recently stepped, or the `until` of the
    /// last ``run(until:_:)``.
    @usableFromInline var clock: Int64

    /// An empty queue at time zero.
    @inlinable
    public init() {
        heap = []
        nextSequence = 0
        clock = 0
    }

    /// An empty queue with room for `capacity` pending events, for runs whose size is known.
    @inlinable
    public init(reservingCapacity capacity: Int) {
        self.init()
        heap.reserveCapacity(capacity)
    }

    /// The current simulated time.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var now: SimInstant { SimInstant(microsecondsSinceStart: clock) }

    /// How many events are pending.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var count: Int { heap.count }

    /// Whether nothing is pending.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var isEmpty: Bool { heap.isEmpty }

    /// Schedules `event` to run at `time`, after every event already scheduled for that same time.
    ///
    /// - Precondition: `time` is not before ``now``; the simulation cannot change the past.
    /// - Returns: the token that cancels it.
    /// - Complexity: O(log *n*).
    @inlinable
    @discardableResult
    public mutating func schedule(_ event: Event, at time: SimInstant) -> EventToken {
        let at = time.microsecondsSinceStart
        precondition(at >= clock, "cannot schedule an event at \(time), before now (\(now))")
        let sequence = nextSequence
        nextSequence &+= 1
        heap.append(Entry(time: at, sequence: sequence, event: event))
        siftUp(from: heap.count - 1)
        checkInvariants()
        return EventToken(sequence: sequence)
    }

    /// Schedules `event` to run `delay` from now, after every event already scheduled for that time.
    ///
    /// - Precondition: `delay` is not negative.
    /// - Returns: the token that cancels it.
    /// - Complexity: O(log *n*).
    @inlinable
    @discardableResult
    public mutating func schedule(_ event: Event, after delay: SimDuration) -> EventToken {
        precondition(delay.microseconds >= 0, "negative delay \(delay.microseconds)us")
        return schedule(event, at: SimInstant(microsecondsSinceStart: clock + delay.microseconds))
    }

    /// The event that runs next, without running it.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func peek() -> ScheduledEvent<Event>? {
        guard let first = heap.first else { return nil }
        return ScheduledEvent(
            time: SimInstant(microsecondsSinceStart: first.time), token: EventToken(sequence: first.sequence),
            event: first.event)
    }

    /// When the next event runs, without copying it out: a driver asks before every step.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var nextTime: SimInstant? {
        guard !heap.isEmpty else { return nil }
        return SimInstant(microsecondsSinceStart: heap[0].time)
    }

    /// Removes the next event, moves the clock to its time, and returns it.
    ///
    /// - Returns: nil when nothing is pending (the clock stays where it is).
    /// - Complexity: O(log *n*).
    @inlinable
    public mutating func step() -> ScheduledEvent<Event>? {
        guard !heap.isEmpty else { return nil }
        let first = removeFirst()
        clock = first.time
        checkInvariants()
        return ScheduledEvent(
            time: SimInstant(microsecondsSinceStart: first.time), token: EventToken(sequence: first.sequence),
            event: first.event)
    }

    /// Runs every event due at or before `limit` (an event exactly at `limit` runs), including the
    /// ones that handlers schedule meanwhile, then leaves the clock at `limit`.
    ///
    /// The handler gets the queue itself, so it can schedule replies and cancel timers.
    ///
    /// - Returns: how many events ran.
    /// - Complexity: O(*k* log *n*) for *k* events run, plus the handlers' own work.
    @inlinable
    @discardableResult
    public mutating func run(
        until limit: SimInstant, _ handle: (inout EventQueue<Event>, ScheduledEvent<Event>) throws -> Void
    ) rethrows -> Int {
        var ran = 0
        while let first = heap.first, first.time <= limit.microsecondsSinceStart {
            let next = step()!
            try handle(&self, next)
            ran += 1
        }
        if clock < limit.microsecondsSinceStart {
            clock = limit.microsecondsSinceStart
        }
        return ran
    }

    /// Moves the clock forward to `time` without running anything, for callers that step by hand.
    ///
    /// - Precondition: no pending event is due before `time`, and `time` is not before ``now``.
    /// - Complexity: O(1).
    @inlinable
    public mutating func advance(to time: SimInstant) {
        let to = time.microsecondsSinceStart
        precondition(to >= clock, "cannot move the clock back from \(now) to \(time)")
        if let first = heap.first {
            precondition(
                first.time >= to,
                "an event is pending at \(SimInstant(microsecondsSinceStart: first.time)), before \(time)")
        }
        clock = to
    }

    /// Calls off a pending event.
    ///
    /// - Returns: true if it was pending; false if it already ran, was cancelled, or never existed.
    /// - Complexity: O(*n*) to find it, O(log *n*) to remove it. The simulator's queues hold tens of
    ///   events, so a linear search beats the cost of keeping an index on every heap move.
    @inlinable
    @discardableResult
    public mutating func cancel(_ token: EventToken) -> Bool {
        guard let index = heap.firstIndex(where: { $0.sequence == token.sequence }) else { return false }
        remove(at: index)
        checkInvariants()
        return true
    }

    /// Whether the event behind `token` is still pending.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public func contains(_ token: EventToken) -> Bool {
        heap.contains { $0.sequence == token.sequence }
    }

    /// Whether any pending event satisfies the predicate (a reply still on its way, say).
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public func contains(where predicate: (Event) throws -> Bool) rethrows -> Bool {
        try heap.contains { try predicate($0.event) }
    }

    /// The time of the latest pending event the predicate selects, without sorting the queue: how
    /// far a reply must wait to stay behind those already on their way.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public func latestTime(where predicate: (Event) throws -> Bool) rethrows -> SimInstant? {
        var latest: Int64?
        for entry in heap where try predicate(entry.event) {
            if latest.map({ entry.time > $0 }) ?? true { latest = entry.time }
        }
        return latest.map { SimInstant(microsecondsSinceStart: $0) }
    }

    /// Calls off every pending event the predicate selects (all callbacks to a process that was just
    /// terminated, say).
    ///
    /// - Returns: how many were removed.
    /// - Complexity: O(*n*).
    @inlinable
    @discardableResult
    public mutating func removeAll(where shouldRemove: (Event) throws -> Bool) rethrows -> Int {
        // Looked for first: removing in place would copy a heap shared with a forked timeline even
        // when nothing goes.
        guard try heap.contains(where: { try shouldRemove($0.event) }) else { return 0 }
        let before = heap.count
        try heap.removeAll { try shouldRemove($0.event) }
        let removed = before - heap.count
        if removed > 0 { heapify() }
        checkInvariants()
        return removed
    }

    /// Every pending event in the order it will run.
    ///
    /// - Complexity: O(*n* log *n*).
    @inlinable
    public var pending: [ScheduledEvent<Event>] {
        heap.sorted { $0.runsBefore($1) }.map {
            ScheduledEvent(
                time: SimInstant(microsecondsSinceStart: $0.time), token: EventToken(sequence: $0.sequence),
                event: $0.event)
        }
    }
}

extension EventQueue: Sendable where Event: Sendable {}
extension EventQueue.Entry: Sendable where Event: Sendable {}
