import Foundation

/// The outcomes of the hostile-input run sorted into what fails the test (a problem not in the
/// known-defects table), what is only reported (a known defect), and table entries that no longer fail.
struct HostileReport {
    let outcomes: [HostileOutcome]
    let known: [String: String]

    /// Each failing command not in the table, with the file, the command line and its stderr.
    var unexpected: [String] {
        outcomes.compactMap { outcome in
            guard let problem = outcome.problem, known[outcome.job.key] == nil else { return nil }
            return describe(outcome, problem)
        }
    }

    /// Each failing command the table names, with the defect it waits for.
    var knownFailures: [String] {
        outcomes.compactMap { outcome in
            guard let problem = outcome.problem, let defect = known[outcome.job.key] else { return nil }
            return "\(outcome.job.key): \(problem) (known: \(defect))"
        }
    }

    /// Table entries whose command ran and now ends well: delete them.
    var staleEntries: [String] {
        outcomes.filter { $0.problem == nil && known[$0.job.key] != nil }.map(\.job.key).sorted()
    }

    func describe(_ outcome: HostileOutcome, _ problem: String) -> String {
        let command = (["locsim"] + outcome.job.arguments).joined(separator: " ")
        let errors = outcome.errors.split(separator: "\n").prefix(3).joined(separator: " | ")
        return "\(outcome.job.key): \(problem)\n  \(command)\n  stderr: \(errors)"
    }

    /// What the test prints: counts, the slowest commands, the known defects hit and stale entries.
    func summary(seconds: Double, binary: String) -> String {
        var lines = [
            "hostile inputs: \(outcomes.count) commands of \(binary) in \(Int(seconds)) s, "
                + "ulimit -v \(HostileRunner.memoryLimit_KiB) KiB, \(Int(HostileRunner.wallLimit_s)) s each",
            "  unexpected failures: \(unexpected.count); known defects hit: \(knownFailures.count); "
                + "stale table entries: \(staleEntries.count)",
        ]
        let slowest = outcomes.sorted { $0.seconds > $1.seconds }.prefix(5)
        lines += slowest.map { "  slow: \($0.job.key) \(String(format: "%.1f", $0.seconds)) s" }
        lines += knownFailures.map { "  known: " + $0 }
        lines += staleEntries.map { "  stale (now passes, remove from hostileKnownDefects): " + $0 }
        return lines.joined(separator: "\n")
    }
}
