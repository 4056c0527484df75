import Foundation

/// The outcomes of the hostile-input run: every command that ended badly (a signal, a timeout, an
/// undocumented status, silence on stderr) fails the test, with what it printed.
struct HostileReport {
    let outcomes: [HostileOutcome]

    /// Each failing command, with the file, the command line and its stderr.
    var unexpected: [String] {
        outcomes.compactMap { outcome in
            guard let problem = outcome.problem else { return nil }
            return describe(outcome, problem)
        }
    }

    func describe(_ outcome: HostileOutcome, _ problem: String) -> String {
        let command = (["locsim"] + outcome.job.arguments).joined(separator: " ")
        let errors = outcome.errors.split(separator: "\n").prefix(3).joined(separator: " | ")
        return "\(outcome.job.key): \(problem)\n  \(command)\n  stderr: \(errors)"
    }

    /// What the test prints: counts and the slowest commands.
    func summary(seconds: Double, binary: String) -> String {
        var lines = [
            "hostile inputs: \(outcomes.count) commands of \(binary) in \(Int(seconds)) s, "
                + "ulimit -v \(HostileRunner.memoryLimit_KiB) KiB, \(Int(HostileRunner.wallLimit_s)) s each",
            "  failures: \(unexpected.count)",
        ]
        let slowest = outcomes.sorted { $0.seconds > $1.seconds }.prefix(5)
        lines += slowest.map { "  slow: \($0.job.key) \(String(format: "%.1f", $0.seconds)) s" }
        return lines.joined(separator: "\n")
    }
}
