import Replay

/// `locsim-bench-repeat FILE --run [--model NAME] [--repeat N]`: plays a scenario N times in this
/// process, as `locsim run` plays it but without printing: the run core builds every trace record
/// and hands it to a closure that counts it. What the benchmark prices an object app against a value
/// model by (Scripts/perf/object-app-instructions.sh): the app's share of a run, with nothing added
/// to both sides. Every run must end the same way as the first (exit 70 otherwise).
struct RepeatedRun {
    let prepared: PreparedRun
    let repeats: Int

    /// Runs as planned, handing each run's outcome and nanoseconds to `timed`; false when an outcome
    /// differed from the first.
    func run(_ timed: (RunOutcome, Int64) -> Void) -> Bool {
        var first: RunOutcome?
        for _ in 0..<repeats {
            let clock = ContinuousClock()
            let start = clock.now
            var run = ScenarioRun(prepared)
            var records = 0
            let outcome = run.run { _ in records += 1 }
            let elapsed = (clock.now - start).components
            timed(outcome, elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
            if first == nil { first = outcome }
            guard outcome == first, records == outcome.records else { return false }
        }
        return true
    }
}
