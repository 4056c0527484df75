import SimulationKit

/// `locsim-bench explore FILE`: times the exploration of a scenario (the `Explorer` that `locsim
/// explore` runs) at each number of workers, and prints timelines and simulated events per second
/// and the speed-up — the figures exploration's scale rests on.
///
/// Each run is one child, `locsim-bench-repeat FILE --repeat N --jobs 1,2`, a fresh process: it
/// explores the file N times at each count, alternating between the counts in blocks of up to 20
/// explorations back to back, each timed in-process from planning to the combined report — process
/// start-up and reading the file are not exploration — and checks that every report is the same.
/// Alternating makes a slow spell of the machine slow every count alike, which matters on a small VM
/// whose speed drifts by half from one second to the next. The fastest exploration of `runs`
/// children is kept per count, and the median of the children's median explorations: a ratio of
/// fastest times understates what two jobs gain (their best needs both cores at their best at
/// once), medians do not.
///
/// With counts 1 and 2 it also runs, before each child, a one-job child alone and then two side by
/// side: they share nothing but the machine, so the pair's speed against the one alone is the most
/// two jobs could gain then (`ceiling_1_to_2`).
struct ExploreBenchmark {
    let file: String
    let jobs: [Int]
    let runs: Int
    let repeats: Int
    /// `locsim-bench-repeat`, run as the children.
    let repeater: String

    /// One line per figure, or an error message.
    func run() -> Result<[String], BenchFailure> {
        // Every child's timing per job count; the fastest and the median of medians are printed.
        var measured: [[Timing]] = jobs.map { _ in [] }
        // The machine's own ceiling: two one-job processes side by side share nothing but the machine.
        let measuresCeiling = jobs.first == 1 && jobs.contains(2)
        var alone: [Timing] = []
        var pairs: [[Timing]] = []
        let list = jobs.map(String.init).joined(separator: ",")
        for _ in 0..<max(1, runs) {
            if measuresCeiling {
                switch (explore(jobs: "1", processes: 1), explore(jobs: "1", processes: 2)) {
                case (.success(let one), .success(let two)):
                    alone += one.compactMap { $0[1] }
                    pairs.append(two.compactMap { $0[1] })
                case (.failure(let failure), _), (_, .failure(let failure)):
                    return .failure(failure)
                }
            }
            switch explore(jobs: list, processes: 1) {
            case .success(let children):
                for (position, workers) in jobs.enumerated() {
                    guard let timing = children[0][workers] else {
                        return .failure(BenchFailure(message: "no timing for \(workers) jobs"))
                    }
                    measured[position].append(timing)
                }
            case .failure(let failure):
                return .failure(failure)
            }
        }
        return .success(
            ["file=\(file) repeats=\(repeats) runs=\(runs)"] + rates(measured)
                + (measuresCeiling ? Self.ceiling(alone: alone, pairs: pairs) : []))
    }

    /// The rates of each count's fastest exploration and the speed-ups from the first count.
    func rates(_ measured: [[Timing]]) -> [String] {
        var lines: [String] = []
        let fastest = measured.map { $0.min { $0.seconds < $1.seconds }! }
        let middles = measured.map { Self.median($0.map(\.median)) }
        let firstRate = Double(fastest[0].events) / fastest[0].seconds
        for (position, workers) in jobs.enumerated() {
            let figure = fastest[position]
            let rate = Double(figure.events) / figure.seconds
            let middle =
                middles[position].map { " median_seconds=\(BenchCommandLine.formatted($0, decimals: 6))" } ?? ""
            lines.append(
                "jobs=\(workers) timelines=\(figure.timelines) events=\(figure.events)"
                    + " seconds=\(BenchCommandLine.formatted(figure.seconds, decimals: 6))"
                    + " timelines_per_second=\(BenchCommandLine.formatted(Double(figure.timelines) / figure.seconds, decimals: 0))"
                    + " events_per_second=\(BenchCommandLine.formatted(rate, decimals: 0))"
                    + " events_per_second_per_job=\(BenchCommandLine.formatted(rate / Double(workers), decimals: 0))"
                    + middle)
            guard position > 0 else { continue }
            lines.append(
                "speedup_\(jobs[0])_to_\(workers)=\(BenchCommandLine.formatted(rate / firstRate, decimals: 2))")
            if let first = middles[0], let this = middles[position], this > 0 {
                lines.append(
                    "speedup_\(jobs[0])_to_\(workers)_median=\(BenchCommandLine.formatted(first / this, decimals: 2))")
            }
        }
        return lines
    }

    /// What the machine lets two jobs gain: each process's fastest exploration side by side against
    /// the fastest of one alone (1 when the two cores run side by side at full speed, lower when the
    /// machine slows one for the other), and the same from medians — two processes overlap for most
    /// of their explorations, so the median one ran beside the other, where the fastest may have run
    /// alone.
    static func ceiling(alone: [Timing], pairs: [[Timing]]) -> [String] {
        let aloneSeconds = alone.map(\.seconds).min()!
        let pairSeconds = (0..<2).map { side in pairs.map { $0[side].seconds }.min()! }.reduce(0, +) / 2
        let speed = aloneSeconds / pairSeconds
        var lines = [
            "side_by_side processes=2 jobs=1 seconds=\(BenchCommandLine.formatted(pairSeconds, decimals: 6))"
                + " alone_seconds=\(BenchCommandLine.formatted(aloneSeconds, decimals: 6))"
                + " speed_vs_alone=\(BenchCommandLine.formatted(speed, decimals: 2))",
            "ceiling_1_to_2=\(BenchCommandLine.formatted(2 * speed, decimals: 2))",
        ]
        if let aloneMedian = median(alone.map(\.median)), let pairMedian = median(pairs.joined().map(\.median)),
            pairMedian > 0
        {
            lines.append(
                "ceiling_1_to_2_median=\(BenchCommandLine.formatted(2 * aloneMedian / pairMedian, decimals: 2))")
        }
        return lines
    }

    /// The middle of `values` (the mean of the two middle ones for an even count); nil when empty.
    static func median(_ values: [Double]) -> Double? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `locsim-bench-repeat FILE --jobs JOBS --repeat N` in `processes` children started together:
    /// each child's timing per job count (every count, or the benchmark fails).
    private func explore(jobs: String, processes: Int) -> Result<[[Int: Timing]], BenchFailure> {
        let arguments = [file, "--jobs", jobs, "--repeat", String(repeats)]
        let children = (0..<processes).compactMap { _ in ChildProcess.start(repeater, arguments, errors: true) }
        let results = children.map { $0.finish() }
        guard results.count == processes else { return .failure(BenchFailure(message: "cannot start \(repeater)")) }
        var timings: [[Int: Timing]] = []
        for result in results {
            let found = Self.timings(result.output)
            guard result.status == 0, !found.isEmpty else {
                return .failure(
                    BenchFailure(message: "locsim-bench-repeat exited \(result.status): \(result.output)"))
            }
            timings.append(found)
        }
        return .success(timings)
    }

    /// One child's explorations at one job count: the fastest and the median.
    struct Timing: Equatable {
        var timelines: Int
        var events: Int
        var seconds: Double
        var median: Double
    }

    /// Each job count's timing from a child's lines, one per exploration: `jobs=2 timelines=48
    /// events=172 nanoseconds=739000`.
    static func timings(_ text: String) -> [Int: Timing] {
        var found: [Int: (timelines: Int, events: Int, seconds: [Double])] = [:]
        for line in text.split(separator: "\n") {
            var fields: [Substring: Int] = [:]
            for word in line.split(separator: " ") {
                let parts = word.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let value = Int(parts[1]) { fields[parts[0]] = value }
            }
            guard let jobs = fields["jobs"], let timelines = fields["timelines"], let events = fields["events"],
                let nanoseconds = fields["nanoseconds"], nanoseconds > 0
            else { continue }
            found[jobs, default: (timelines, events, [])].seconds.append(Double(nanoseconds) / 1e9)
        }
        return found.mapValues { measured in
            Timing(
                timelines: measured.timelines, events: measured.events, seconds: measured.seconds.min()!,
                median: median(measured.seconds)!)
        }
    }
}

/// Why a benchmark could not run.
struct BenchFailure: Error {
    var message: String
}
