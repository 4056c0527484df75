import SimulationKit

/// The classic hold model, run on the engine's real ``EventQueue``: *N* pending events; each step pops
/// the earliest and schedules the same process again after a random delay. It measures exactly the
/// work every simulation does per event (one pop, one push) and nothing else, so its figures compare
/// with any other engine running the same model (the C and SimPy references of docs/performance.md).
struct HoldBenchmark {
    /// The figures one run produces; the checksums prove the event order matched the reference.
    struct Result {
        var events: Int
        var pending: Int
        var sumTime: UInt64
        var finalClock: Int64
        var pidHash: UInt64
    }

    let pending: Int
    let events: Int
    let seed: UInt64

    /// Runs the model: delays are `next() % 1_000_000 + 1` µs from SplitMix64(seed); ties run in
    /// insertion order; `sum_t` wraps; `pid_hash` is FNV-1a 64 over the popped pids.
    func run() -> Result {
        var random = SplitMix64(seed: seed)
        var queue = EventQueue<UInt32>(reservingCapacity: pending + 1)
        for pid in 0..<pending {
            queue.schedule(UInt32(pid), at: SimInstant(microsecondsSinceStart: Int64(random.next() % 1_000_000 + 1)))
        }
        var sumTime: UInt64 = 0
        var pidHash: UInt64 = 0xCBF2_9CE4_8422_2325
        for _ in 0..<events {
            guard let next = queue.step() else { break }
            sumTime &+= UInt64(next.time.microsecondsSinceStart)
            pidHash = (pidHash ^ UInt64(next.event)) &* 0x0000_0100_0000_01B3
            queue.schedule(next.event, after: .microseconds(Int64(random.next() % 1_000_000 + 1)))
        }
        return Result(
            events: events, pending: pending, sumTime: sumTime, finalClock: queue.now.microsecondsSinceStart,
            pidHash: pidHash)
    }
}
