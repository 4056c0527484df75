import LocsimCLI
import SimulationKit

/// `locsim-bench`: release-built benchmarks that print one `name=value` figure a line, so scripts
/// and docs/performance.md read them without parsing prose. Speed is measured here, never in a
/// timed unit test.
enum BenchCommandLine {
    static let hold = Subcommand(
        name: "hold",
        abstract: "Run the hold model on the engine's event queue and print its figures.",
        options: [
            OptionSpec("--pending", value: "N", help: "Events kept pending (default 1000)."),
            OptionSpec("--events", value: "E", help: "Events to run (default 10000000)."),
            OptionSpec("--seed", value: "S", help: "SplitMix64 seed of the delays (default 12345)."),
        ],
        discussion: """
            Prints events, pending, seconds, events_per_second, sum_t, final_clock, pid_hash and
            peak_rss_kb, one per line. The checksums match ../shared/bench/hold.c for the same N, E, S.

            Example:
              swift run -c release locsim-bench hold --pending 1000 --events 10000000 --seed 12345
            """
    ) { arguments, context in
        let pending = try count(arguments, "--pending", default: 1000, minimum: 1)
        let events = try count(arguments, "--events", default: 10_000_000, minimum: 0)
        let seedText = arguments.value("--seed") ?? "12345"
        guard let seed = UInt64(seedText) else {
            throw CommandLineError.invalidValue(
                option: "--seed", value: seedText, expected: "an integer from 0 to 2^64-1")
        }
        if let extra = arguments.positionals.first {
            throw CommandLineError.unexpectedArgument(extra, subcommand: "hold")
        }
        let benchmark = HoldBenchmark(pending: pending, events: events, seed: seed)
        let clock = ContinuousClock()
        let start = clock.now
        let result = benchmark.run()
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(events) / seconds : 0
        let hash = String(result.pidHash, radix: 16)
        context.output.write(
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
        return .success
    }

    static func count(_ arguments: ParsedArguments, _ option: String, default value: Int, minimum: Int) throws -> Int {
        guard let text = arguments.value(option) else { return value }
        guard let number = Int(String(text.filter { $0 != "_" })), number >= minimum else {
            throw CommandLineError.invalidValue(
                option: option, value: text, expected: "an integer of at least \(minimum)")
        }
        return number
    }

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
