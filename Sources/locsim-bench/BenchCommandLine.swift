import SimulationKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `locsim-bench`: release-built benchmarks that print one `name=value` figure a line, so scripts
/// and docs/performance.md read them without parsing prose. Speed is measured here, never in a
/// timed unit test.
///
/// It links SimulationKit alone — not the CLI library, which brings Foundation — so the memory it
/// reports is the engine's and not a framework's. Its few options are parsed here by hand, with the
/// same `Error: …`, "Did you mean" and exit status 64 as `locsim`.
enum BenchCommandLine {
    static let usage =
        "Usage: locsim-bench hold [--pending N] [--events E] [--seed S]\n"
        + "       locsim-bench explore FILE [--jobs 1,2] [--runs R] [--repeat N] [--locsim PATH]\n"
        + "       locsim-bench memory [--hours H] [--locsim PATH]"
    static let options = ["--pending", "--events", "--seed"]

    static let help = """
        locsim-bench \(SimulationKit.version): release-built benchmarks of the locsim engine.

        \(usage)

        hold: the classic hold model on the engine's real EventQueue. N events stay pending; each step
        pops the earliest and schedules the same process again after a SplitMix64 delay of 1 µs to 1 s.
        Prints events, pending, seconds, events_per_second, sum_t, final_clock, pid_hash and
        peak_rss_kb, one per line; the checksums match the C reference (docs/performance.md) for the same N, E, S.

        Options:
          --pending N  Events kept pending (default 1000).
          --events E   Events to run (default 10000000).
          --seed S     SplitMix64 seed of the delays (default 12345).
          -h, --help   Show this help.

        explore: times the release-built `locsim explore FILE` (next to this binary, or --locsim PATH)
        at each --jobs count (default 1,2). Each of --runs children (default 5) explores the file
        --repeat times (default 200) at each count in turn, timed in-process, and the fastest
        exploration per count is kept, with the median of the children's median explorations.
        Prints timelines/s, simulated events/s (also per job) and the speed-up from the first count
        to the others, from the fastest and from the medians (_median). With counts 1 and 2, each
        run also times a one-job child alone and two side by side: their ratio is what the machine
        itself allows two jobs to gain at that time (ceiling_1_to_2, ceiling_1_to_2_median).

        memory: peak memory of the release-built `locsim` (next to this binary, or --locsim PATH) on a
        run of --hours hours (default 720) with a fix a second, written to a temporary folder: the
        child's ru_maxrss under `test --update` (writing the golden), `test` (comparing with it),
        `render --svg --mermaid` and `run --output`. Prints hours, fixes, and per command exit_,
        seconds_ and peak_rss_mb_, then golden_mb.

        Examples:
          swift run -c release locsim-bench hold --pending 1000 --events 10000000 --seed 12345
          swift build -c release && .build/release/locsim-bench explore Scenarios/explore/journey.scenario
          swift build -c release && .build/release/locsim-bench memory --hours 72

        """

    /// Parses `arguments` (without the program name), runs, and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") || arguments == ["help"] {
            print(help, terminator: "")
            return 0
        }
        if arguments == ["--version"] {
            print("locsim-bench \(SimulationKit.version)")
            return 0
        }
        if arguments[0] == "explore" { return explore(Array(arguments.dropFirst())) }
        if arguments[0] == "memory" { return memory(Array(arguments.dropFirst())) }
        guard arguments[0] == "hold" else {
            let suggestion = EditDistance.nearest(to: arguments[0], among: ["hold", "explore", "memory"])
            return fail("unknown subcommand '\(arguments[0])'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
        }
        var values: [String: String] = [:]
        var index = 1
        while index < arguments.count {
            let name = arguments[index]
            guard options.contains(name) else {
                let suggestion = EditDistance.nearest(to: name, among: options)
                return fail(
                    "unknown option '\(name)' for 'hold'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
            }
            guard index + 1 < arguments.count else { return fail("option '\(name)' needs a value.") }
            values[name] = arguments[index + 1]
            index += 2
        }
        guard let pending = count(values["--pending"], default: 1000, minimum: 1, maximum: maximumPending) else {
            return fail(
                "invalid value '\(values["--pending"] ?? "")' for '--pending': expected an integer from 1 to "
                    + "\(maximumPending) (the queue holds every pending event in memory).")
        }
        guard let events = count(values["--events"], default: 10_000_000, minimum: 0) else {
            return fail(
                "invalid value '\(values["--events"] ?? "")' for '--events': expected an integer of at least 0.")
        }
        guard let seed = UInt64(values["--seed"] ?? "12345") else {
            return fail("invalid value '\(values["--seed"] ?? "")' for '--seed': expected an integer from 0 to 2^64-1.")
        }
        let benchmark = HoldBenchmark(pending: pending, events: events, seed: seed)
        let clock = ContinuousClock()
        let start = clock.now
        let result = benchmark.run()
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(events) / seconds : 0
        let hash = String(result.pidHash, radix: 16)
        print(
            """
            events=\(result.events)
            pending=\(result.pending)
            seconds=\(formatted(seconds, decimals: 6))
            events_per_second=\(formatted(rate, decimals: 0))
            sum_t=\(result.sumTime)
            final_clock=\(result.finalClock)
            pid_hash=\(String(repeating: "0", count: 16 - hash.count) + hash)
            peak_rss_kb=\(PeakMemory.kibibytes())
            """)
        return 0
    }

    /// `explore FILE [--jobs 1,2] [--runs R] [--repeat N] [--locsim PATH]`.
    static func explore(_ arguments: [String]) -> Int32 {
        var file: String?
        var jobs = [1, 2]
        var runs = 5
        var repeats = 200
        var locsim = siblingLocsim()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if !argument.hasPrefix("-") {
                if file != nil { return fail("'explore' takes one FILE, got '\(argument)' too.") }
                file = argument
                index += 1
                continue
            }
            let options = ["--jobs", "--runs", "--repeat", "--locsim"]
            guard options.contains(argument) else {
                let suggestion = EditDistance.nearest(to: argument, among: options)
                return fail(
                    "unknown option '\(argument)' for 'explore'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
            }
            guard index + 1 < arguments.count else { return fail("option '\(argument)' needs a value.") }
            let value = arguments[index + 1]
            switch argument {
            case "--jobs":
                let parsed = value.split(separator: ",").compactMap { Int($0) }.filter { $0 >= 1 }
                guard !parsed.isEmpty, parsed.count == value.split(separator: ",").count else {
                    return fail("invalid value '\(value)' for '--jobs': expected counts such as 1,2.")
                }
                jobs = parsed
            case "--runs", "--repeat":
                guard let number = Int(value), number >= 1 else {
                    return fail("invalid value '\(value)' for '\(argument)': expected a whole number of at least 1.")
                }
                if argument == "--runs" { runs = number } else { repeats = number }
            default:
                locsim = value
            }
            index += 2
        }
        guard let file else { return fail("'explore' needs a scenario FILE.") }
        switch ExploreBenchmark(file: file, jobs: jobs, runs: runs, repeats: repeats, locsim: locsim).run() {
        case .success(let lines):
            print(lines.joined(separator: "\n"))
            return 0
        case .failure(let failure):
            return fail(failure.message)
        }
    }

    /// `memory [--hours H] [--locsim PATH]`.
    static func memory(_ arguments: [String]) -> Int32 {
        var hours = 720
        var locsim = siblingLocsim()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let options = ["--hours", "--locsim"]
            guard options.contains(argument) else {
                let suggestion = EditDistance.nearest(to: argument, among: options)
                return fail(
                    "unknown option '\(argument)' for 'memory'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
            }
            guard index + 1 < arguments.count else { return fail("option '\(argument)' needs a value.") }
            let value = arguments[index + 1]
            if argument == "--locsim" {
                locsim = value
            } else {
                guard let number = Int(value), number >= 1, number <= 8_784 else {
                    return fail("invalid value '\(value)' for '--hours': expected a whole number from 1 to 8784.")
                }
                hours = number
            }
            index += 2
        }
        switch MemoryBenchmark(hours: hours, locsim: locsim).run() {
        case .success(let lines):
            print(lines.joined(separator: "\n"))
            return 0
        case .failure(let failure):
            return fail(failure.message)
        }
    }

    /// `locsim` in the directory this benchmark runs from.
    static func siblingLocsim() -> String {
        let me = CommandLine.arguments.first ?? "locsim-bench"
        guard let slash = me.lastIndex(of: "/") else { return "locsim" }
        return String(me[..<slash]) + "/locsim"
    }

    static func fail(_ message: String) -> Int32 {
        let text = Array("Error: \(message)\n\(usage)\n".utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        return 64
    }

    static func count(_ text: String?, default value: Int, minimum: Int, maximum: Int = .max) -> Int? {
        guard let text else { return value }
        guard let number = Int(String(text.filter { $0 != "_" })), number >= minimum, number <= maximum else {
            return nil
        }
        return number
    }

    /// The most pending events `hold` accepts: 100 million entries of the queue take a few GB, past
    /// which the allocation itself would abort the process.
    static let maximumPending = 100_000_000

    /// Fixed-point printing without Foundation's locale-dependent formatters.
    static func formatted(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((value * scale).rounded())
        if decimals == 0 { return String(scaled) }
        let whole = scaled / Int64(scale)
        let fraction = String(scaled % Int64(scale))
        return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
