import Testing

@testable import SimulationKit

@Suite("EventQueue: total order, cancellation and run(until:)")
struct EventQueueTests {
    @Test("events at the same time run in insertion order, whatever the heap does")
    func sameTimeFIFO() {
        var queue = EventQueue<String>()
        let at = SimInstant.start + .seconds(1)
        for name in ["e", "a", "d", "b", "c", "f", "h", "g"] {
            queue.schedule(name, at: at)
        }
        queue.schedule("early", at: SimInstant.start + .milliseconds(500))
        queue.schedule("late", at: at + .microseconds(1))
        var order: [String] = []
        queue.run(until: at + .seconds(1)) { _, next in order.append(next.event) }
        #expect(order == ["early", "e", "a", "d", "b", "c", "f", "h", "g", "late"])
        #expect(queue.isEmpty)
    }

    @Test("an event a handler schedules for now runs after the ones already due now")
    func scheduledNowRunsLast() {
        var queue = EventQueue<String>()
        queue.schedule("first", at: .start)
        queue.schedule("second", at: .start)
        var order: [String] = []
        queue.run(until: .start) { queue, next in
            order.append(next.event)
            if next.event == "first" { queue.schedule("reply", after: .zero) }
        }
        #expect(order == ["first", "second", "reply"])
        #expect(queue.isEmpty)
    }

    @Test("cancelling the event at the top, one in the middle, an already-run one and a cancelled one")
    func cancellation() {
        var queue = EventQueue<Int>()
        let tokens = (0..<6).map { queue.schedule($0, at: SimInstant.start + .seconds(Int64($0))) }
        let cancelledTop = queue.cancel(tokens[0])
        #expect(cancelledTop)
        #expect(queue.peek()?.event == 1)
        let cancelledMiddle = queue.cancel(tokens[3])
        let cancelledAgain = queue.cancel(tokens[3])
        #expect(cancelledMiddle && !cancelledAgain)
        let stepped = queue.step()
        #expect(stepped?.event == 1)
        let cancelledRun = queue.cancel(tokens[1])
        #expect(!cancelledRun)
        #expect(!queue.contains(tokens[1]))
        #expect(queue.contains(tokens[5]))
        let cancelledUnknown = queue.cancel(EventToken(sequence: 999))
        #expect(!cancelledUnknown)
        var rest: [Int] = []
        while let next = queue.step() { rest.append(next.event) }
        #expect(rest == [2, 4, 5])
        #expect(queue.now == SimInstant.start + .seconds(5))
    }

    @Test(
        "run(until:) runs an event exactly at the limit, not one a microsecond later, and stops the clock at the limit")
    func runUntilBoundaries() {
        var queue = EventQueue<String>()
        let limit = SimInstant.start + .seconds(10)
        queue.schedule("at limit", at: limit)
        queue.schedule("after limit", at: limit + .microseconds(1))
        queue.schedule("before", at: limit - .microseconds(1))
        var order: [String] = []
        let ran = queue.run(until: limit) { _, next in order.append(next.event) }
        #expect(ran == 2)
        #expect(order == ["before", "at limit"])
        #expect(queue.now == limit)
        #expect(queue.count == 1)
        #expect(queue.peek()?.event == "after limit")
        queue.run(until: limit + .seconds(1)) { _, _ in }
        #expect(queue.isEmpty)
        #expect(queue.now == limit + .seconds(1))
    }

    @Test("run(until:) runs what handlers schedule inside the window, and leaves the rest")
    func runUntilIncludesHandlerEvents() {
        var queue = EventQueue<Int>()
        queue.schedule(0, at: .start)
        var seen: [Int] = []
        queue.run(until: SimInstant.start + .seconds(3)) { queue, next in
            seen.append(next.event)
            queue.schedule(next.event + 1, after: .seconds(1))
        }
        #expect(seen == [0, 1, 2, 3])
        #expect(queue.pending.map(\.event) == [4])
        #expect(queue.pending.map(\.time) == [SimInstant.start + .seconds(4)])
    }

    @Test("an empty queue steps to nothing and keeps its clock")
    func emptyQueue() {
        var queue = EventQueue<Int>()
        #expect(queue.step() == nil)
        #expect(queue.peek() == nil)
        #expect(queue.now == .start)
        queue.advance(to: SimInstant.start + .seconds(2))
        #expect(queue.now == SimInstant.start + .seconds(2))
    }

    @Test("removeAll(where:) drops exactly the selected events and keeps the order of the rest")
    func removeAll() {
        var queue = EventQueue<Int>()
        for value in 0..<20 {
            queue.schedule(value, at: SimInstant.start + .milliseconds(Int64((value * 7) % 5)))
        }
        let removed = queue.removeAll { $0 % 3 == 0 }
        #expect(removed == 7)
        var order: [Int] = []
        while let next = queue.step() { order.append(next.event) }
        let expected = (0..<20).filter { $0 % 3 != 0 }.sorted { (($0 * 7) % 5, $0) < (($1 * 7) % 5, $1) }
        #expect(order == expected)
    }

    @Test("queues holding the same events are equal and hash alike, whatever their heap layout")
    func valueSemantics() {
        var a = EventQueue<Int>()
        var b = EventQueue<Int>()
        for value in [5, 3, 9, 1] { a.schedule(value, at: SimInstant.start + .seconds(Int64(value))) }
        for value in [5, 3, 9, 1] { b.schedule(value, at: SimInstant.start + .seconds(Int64(value))) }
        let extra = b.schedule(0, at: .start)
        #expect(a != b)
        b.cancel(extra)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        var fork = a
        fork.schedule(42, after: .seconds(1))
        #expect(fork != a)
        #expect(a.count == 4)
    }

    @Test("1,000 seeds of random schedules, cancels and steps match a sorted-array reference", arguments: 0..<4)
    func matchesReference(block: Int) {
        for seed in UInt64(block * 250)..<UInt64(block * 250 + 250) {
            var random = SplitMix64(seed: seed)
            var queue = EventQueue<UInt64>()
            var reference: [(time: Int64, sequence: UInt64, value: UInt64)] = []
            var tokens: [EventToken] = []
            var now: Int64 = 0
            for operation in 0..<200 {
                switch random.next(below: 10) {
                case 0..<5:
                    let time = now + Int64(random.next(below: 50))
                    let value = UInt64(operation)
                    let token = queue.schedule(value, at: SimInstant(microsecondsSinceStart: time))
                    tokens.append(token)
                    reference.append((time, token.sequence, value))
                case 5..<7:
                    guard !tokens.isEmpty else { continue }
                    let token = tokens[Int(random.next(below: UInt64(tokens.count)))]
                    let wasPending = reference.contains { $0.sequence == token.sequence }
                    let cancelled = queue.cancel(token)
                    #expect(cancelled == wasPending)
                    reference.removeAll { $0.sequence == token.sequence }
                default:
                    reference.sort { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
                    let expected = reference.first
                    let actual = queue.step()
                    #expect(actual?.event == expected?.value, "seed \(seed) operation \(operation)")
                    #expect(actual?.time.microsecondsSinceStart == expected?.time)
                    if let expected {
                        reference.removeFirst()
                        now = expected.time
                    }
                    #expect(queue.now.microsecondsSinceStart == now)
                }
                #expect(queue.count == reference.count)
            }
            reference.sort { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
            #expect(queue.pending.map(\.event) == reference.map(\.value), "seed \(seed)")
        }
    }
}

@Suite("EventQueue refuses to change the past")
struct EventQueuePreconditionTests {
    @Test("scheduling before now stops the process with the times in the message")
    func scheduleInThePast() async {
        await #expect(processExitsWith: .failure) {
            var queue = EventQueue<Int>()
            queue.advance(to: SimInstant.start + .seconds(2))
            queue.schedule(1, at: SimInstant.start + .seconds(1))
        }
    }

    @Test("a negative delay stops the process")
    func negativeDelay() async {
        await #expect(processExitsWith: .failure) {
            var queue = EventQueue<Int>()
            queue.schedule(1, after: .microseconds(-3))
        }
    }
}
