import SimulationKit

/// `locsim-bench explore FILE`: times the real `locsim explore` (release-built, next to this binary)
/// on a scenario at each number of workers, and prints timelines and simulated events per second and
/// the speed-up — the figures exploration's scale rests on. The counts come from the command's own
/// JSON Lines report, so they are the ones a user sees; the best of `runs` wall times is kept.
struct ExploreBenchmark {
    let file: String
    let jobs: [Int]
    let runs: Int
    let locsim: String

    /// One line per figure, or an error message.
    func run() -> Result<[String], BenchFailure> {
        var lines = ["file=\(file)"]
        var firstRate: Double?
        for workers in jobs {
            var best: Double?
            var timelines = 0
            var events = 0
            for _ in 0..<max(1, runs) {
                let clock = ContinuousClock()
                let start = clock.now
                guard
                    let result = ChildProcess.run(
                        locsim, ["explore", file, "--jobs", String(workers), "--format", "jsonl"])
                else { return .failure(BenchFailure(message: "cannot start \(locsim)")) }
                let elapsed = clock.now - start
                guard result.status == 0 || result.status == 1 else {
                    return .failure(BenchFailure(message: "locsim explore exited \(result.status)"))
                }
                guard
                    let totals = result.output.split(separator: "\n").first(where: {
                        Self.integer("covered", in: $0) != nil
                    })
                else { return .failure(BenchFailure(message: "no totals line in the explore report")) }
                timelines = Self.integer("timelines", in: totals) ?? 0
                events = Self.integer("events", in: totals) ?? 0
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                best = min(best ?? seconds, seconds)
            }
            let seconds = best ?? 0
            let rate = seconds > 0 ? Double(events) / seconds : 0
            lines.append(
                "jobs=\(workers) timelines=\(timelines) events=\(events) seconds=\(BenchCommandLine.formatted(seconds, decimals: 3))"
                    + " timelines_per_second=\(BenchCommandLine.formatted(seconds > 0 ? Double(timelines) / seconds : 0, decimals: 0))"
                    + " events_per_second=\(BenchCommandLine.formatted(rate, decimals: 0))")
            if let firstRate, firstRate > 0 {
                lines.append(
                    "speedup_\(jobs[0])_to_\(workers)=\(BenchCommandLine.formatted(rate / firstRate, decimals: 2))")
            } else {
                firstRate = rate
            }
        }
        return .success(lines)
    }

    /// The integer after `"name":` in a JSON line.
    static func integer(_ name: String, in line: Substring) -> Int? {
        let key = Array("\"\(name)\":".utf8)
        let bytes = Array(line.utf8)
        guard bytes.count >= key.count else { return nil }
        for start in 0...(bytes.count - key.count) where Array(bytes[start..<(start + key.count)]) == key {
            let digits = bytes[(start + key.count)...].prefix { $0 >= 48 && $0 <= 57 }
            return Int(String(decoding: digits, as: UTF8.self))
        }
        return nil
    }
}

/// Why a benchmark could not run.
struct BenchFailure: Error {
    var message: String
}
