import SimulationKit

/// `locsim-bench explore FILE`: times the exploration of a scenario (the `Explorer` that `locsim
/// explore` runs) at each number of workers, and prints timelines and simulated events per second
/// and the speed-up — the figures exploration's scale rests on.
///
/// Each run is one child, `locsim-bench repeat FILE --repeat N --jobs 1,2` (``RepeatedExploration``),
/// so each run starts from a fresh process: it explores the file N times
/// at each count, alternating between the counts in blocks of up to 20 explorations back to back,
/// each timed in-process from planning to the combined report — process start-up and reading the
/// file are not exploration — and checks that every report is the same. Alternating makes a slow
/// spell of the machine slow every count alike, which matters on a small VM whose speed drifts by
/// half from one second to the next. The fastest exploration of `runs` children is kept per count,
/// and the median of the children's median explorations: a ratio of fastest times understates
/// what two jobs gain (their best needs both cores at their best at once), medians do not.
///
/// With counts 1 and 2 it also runs, before each child, a one-job child alone and then two side by
/// side: they share nothing but the machine, so the pair's speed against the one alone is the most
/// two jobs could gain then (`ceiling_1_to_2`).
struct ExploreBenchmark {
    let file: String
    let jobs: [Int]
    let runs: Int
    let repeats: Int
    /// This benchmark's own program, run as the children.
    let bench: String

    /// One line per figure, or an error message.
    func run() -> Result<[String], BenchFailure> {
        // Every child's timing line per job count; the fastest and the median of medians are printed.
        var measured: [[TimingLine]] = jobs.map { _ in [] }
        // The machine's own ceiling: two one-job processes side by side share nothing but the machine.
        let measuresCeiling = jobs.first == 1 && jobs.contains(2)
        var alone: [TimingLine] = []
        var pairs: [[TimingLine]] = []
        let list = jobs.map(String.init).joined(separator: ",")
        for _ in 0..<max(1, runs) {
            if measuresCeiling {
                switch (oneJob(processes: 1), oneJob(processes: 2)) {
                case (.success(let one), .success(let two)):
                    alone += one
                    pairs.append(two)
                case (.failure(let failure), _), (_, .failure(let failure)):
                    return .failure(failure)
                }
            }
            let lines: [TimingLine]
            switch explore(jobs: list, processes: 1) {
            case .success(let children): lines = children[0]
            case .failure(let failure): return .failure(failure)
            }
            for (position, workers) in jobs.enumerated() {
                guard let line = lines.first(where: { $0.jobs == workers || (jobs.count == 1 && $0.jobs == nil) })
                else {
                    return .failure(BenchFailure(message: "no timing for \(workers) jobs"))
                }
                measured[position].append(line)
            }
        }
        var lines = ["file=\(file) repeats=\(repeats) runs=\(runs)"]
        let fastest = measured.map { $0.min { $0.seconds < $1.seconds }! }
        let middles = measured.map { Self.median($0.compactMap(\.median)) }
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
            if position > 0 {
                lines.append(
                    "speedup_\(jobs[0])_to_\(workers)=\(BenchCommandLine.formatted(rate / firstRate, decimals: 2))")
                if let first = middles[0], let this = middles[position], this > 0 {
                    lines.append(
                        "speedup_\(jobs[0])_to_\(workers)_median=\(BenchCommandLine.formatted(first / this, decimals: 2))"
                    )
                }
            }
        }
        if measuresCeiling {
            // Each process's fastest exploration against the fastest of one alone: 1 when the two
            // cores run side by side at full speed, lower when the machine slows one for the other.
            let aloneSeconds = alone.map(\.seconds).min()!
            let pairSeconds = (0..<2).map { side in pairs.map { $0[side].seconds }.min()! }.reduce(0, +) / 2
            let speed = aloneSeconds / pairSeconds
            lines.append(
                "side_by_side processes=2 jobs=1 seconds=\(BenchCommandLine.formatted(pairSeconds, decimals: 6))"
                    + " alone_seconds=\(BenchCommandLine.formatted(aloneSeconds, decimals: 6))"
                    + " speed_vs_alone=\(BenchCommandLine.formatted(speed, decimals: 2))")
            lines.append("ceiling_1_to_2=\(BenchCommandLine.formatted(2 * speed, decimals: 2))")
            // The same from medians: two processes overlap for most of their explorations, so the
            // median one ran beside the other, where the fastest may have run alone.
            if let aloneMedian = Self.median(alone.compactMap(\.median)),
                let pairMedian = Self.median(pairs.joined().compactMap(\.median)), pairMedian > 0
            {
                lines.append(
                    "ceiling_1_to_2_median=\(BenchCommandLine.formatted(2 * aloneMedian / pairMedian, decimals: 2))")
            }
        }
        return .success(lines)
    }

    /// The middle of `values` (the mean of the two middle ones for an even count); nil when empty.
    static func median(_ values: [Double]) -> Double? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// One-job explorations of the file in `processes` separate processes started together: each
    /// one's timing line.
    private func oneJob(processes: Int) -> Result<[TimingLine], BenchFailure> {
        explore(jobs: "1", processes: processes).map { children in children.map { $0[0] } }
    }

    /// `locsim-bench repeat FILE --jobs JOBS --repeat N` in `processes` children started together:
    /// each child's timing lines (at least one, or the benchmark fails).
    private func explore(jobs: String, processes: Int) -> Result<[[TimingLine]], BenchFailure> {
        let arguments = ["repeat", file, "--jobs", jobs, "--repeat", String(repeats)]
        let children = (0..<processes).compactMap { _ in ChildProcess.start(bench, arguments, errors: true) }
        let results = children.map { $0.finish() }
        guard results.count == processes else { return .failure(BenchFailure(message: "cannot start \(bench)")) }
        var timings: [[TimingLine]] = []
        for result in results {
            let lines = Self.timingLines(result.output)
            guard result.status == 0, !lines.isEmpty else {
                return .failure(BenchFailure(message: "locsim-bench repeat exited \(result.status): \(result.output)"))
            }
            timings.append(lines)
        }
        return .success(timings)
    }

    /// One timing line of `locsim-bench repeat`: `explored 48 timelines (172 events) in 0.001240s, the
    /// fastest of 200 at 2 jobs (median 0.001391s): …` (without `at N jobs` when one count ran).
    struct TimingLine: Equatable {
        var timelines: Int
        var events: Int
        var seconds: Double
        var jobs: Int?
        /// The median exploration's time; nil when the child explored once.
        var median: Double?
    }

    /// The timing lines in `text`, which `locsim-bench repeat` writes to standard error.
    static func timingLines(_ text: String) -> [TimingLine] {
        var found: [TimingLine] = []
        for line in text.split(separator: "\n") where line.hasPrefix("explored ") {
            let words = line.split(separator: " ")
            guard words.count > 6, let timelines = Int(words[1]), let events = Int(words[3].dropFirst()) else {
                continue
            }
            let time = words[6].filter { $0 != "," && $0 != ":" }
            // A time printed as 0 (too short for its decimals) cannot give a rate.
            guard time.hasSuffix("s"), let seconds = Double(time.dropLast()), seconds > 0 else { continue }
            var jobs: Int?
            if let at = words.firstIndex(of: "at"), at + 1 < words.count { jobs = Int(words[at + 1]) }
            var median: Double?
            if let label = words.firstIndex(of: "(median"), label + 1 < words.count {
                median = Double(words[label + 1].prefix { $0 != "s" })
            }
            found.append(TimingLine(timelines: timelines, events: events, seconds: seconds, jobs: jobs, median: median))
        }
        return found
    }
}

/// Why a benchmark could not run.
struct BenchFailure: Error {
    var message: String
}
