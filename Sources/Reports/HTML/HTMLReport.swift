import Replay

/// One self-contained HTML page for a suite: the summary first (passed and failed, seeds, profiles),
/// then each failure with its messages, its diff and its timeline picture, then the passing runs
/// folded away. What a CI system publishes and a reviewer opens: it works offline and needs no
/// JavaScript (folding is the browser's own `<details>`).
///
/// ```swift
/// let page = HTMLReport.suite([
///     .init(name: "Allow Once expires", file: path, passed: outcome.passed,
///           failures: outcome.failures.map(\.message), header: header, records: records, outcome: outcome)
/// ])
/// ```
public enum HTMLReport {
    /// What the page shows of one scenario.
    public struct Scenario: Sendable {
        /// What became of a scenario, each shown for what it is: a file that did not load shows its
        /// error and no picture, a golden-only failure says so above a picture that agrees.
        public enum Status: Sendable, Equatable {
            /// Every expectation held, the golden matched.
            case passed
            /// An expectation, invariant, step or `catches` check failed.
            case failed
            /// The run passed every expectation; only its timeline differs from the golden.
            case goldenDiffers
            /// The file did not parse or set up, so nothing ran; `failures` holds its errors.
            case invalid
        }

        /// The scenario's title or name.
        public var name: String
        /// The scenario file.
        public var file: String
        /// Whether it passed (expectations, golden, invariants).
        public var passed: Bool
        /// How it came out (`passed` or `failed` from `passed` unless given).
        public var status: Status
        /// Failure messages, one per failed expectation or check, as the terminal prints them.
        public var failures: [String]
        /// The lines the run never reached because it stopped early, with the reason: shown and
        /// counted apart from the failures.
        public var notReached: [String] = []
        /// A golden diff or counterexample, shown as is; nil when there is none.
        public var diff: String?
        /// What ran: seed, profile, model.
        public var header: TraceHeader
        /// What the run's timeline picture needs (drawn with the default width and quiet gap).
        public var sketch: TimelineSketch
        /// The run's outcome, for the picture's verdict line; nil when unknown.
        public var outcome: RunOutcome?

        /// One scenario's result, with the sketch of its picture.
        public init(
            name: String, file: String, passed: Bool, status: Status? = nil, failures: [String] = [],
            diff: String? = nil, header: TraceHeader, sketch: TimelineSketch, outcome: RunOutcome? = nil
        ) {
            self.name = name
            self.file = file
            self.passed = passed
            self.status = status ?? (passed ? .passed : .failed)
            self.failures = failures
            self.diff = diff
            self.header = header
            self.sketch = sketch
            self.outcome = outcome
        }

        /// One scenario's result, with its records (sketched here).
        public init(
            name: String, file: String, passed: Bool, status: Status? = nil, failures: [String] = [],
            diff: String? = nil, header: TraceHeader, records: [TraceRecord], outcome: RunOutcome? = nil
        ) {
            var layout = TimelineLayout()
            for record in records { layout.observe(record) }
            var sketch = TimelineSketch(layout: layout, outcome: outcome)
            for record in records { sketch.observe(record) }
            self.init(
                name: name, file: file, passed: passed, status: status, failures: failures, diff: diff, header: header,
                sketch: sketch, outcome: outcome)
        }
    }

    /// The page for `results` in the order given, with rule coverage at the end when supplied.
    /// `notes` go under the summary, one a line: an exploration's bounds, so a page never calls a
    /// cut exploration complete by leaving them out.
    public static func suite(
        _ results: [Scenario], title: String = "locsim test report", coverage: RuleCoverage? = nil,
        notes: [String] = []
    ) -> String {
        let failed = results.filter { !$0.passed }
        let passed = results.filter(\.passed)
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(XMLText.escaped(title))</title>\n<style>\n\(css)</style>\n</head>\n<body>\n"
        out += "<h1>\(XMLText.escaped(title))</h1>\n"
        out += summary(results)
        if !notes.isEmpty {
            out += "<ul class=\"notes\">\n" + notes.map { "<li>\(XMLText.escaped($0))</li>\n" }.joined() + "</ul>\n"
        }
        if !failed.isEmpty {
            out += "<h2>Failed</h2>\n"
            for (index, result) in failed.enumerated() { out += section(result, prefix: "f\(index + 1)") }
        }
        if !passed.isEmpty {
            out += "<h2>Passed</h2>\n"
            for (index, result) in passed.enumerated() {
                out += "<details>\n<summary>✓ passed: \(XMLText.escaped(result.name)) "
                out += "<span class=\"file\">\(XMLText.escaped(result.file))</span></summary>\n"
                out += figure(result, prefix: "p\(index + 1)")
                out += "</details>\n"
            }
        }
        if let coverage {
            out += "<h2>Rule coverage</h2>\n<pre>\(XMLText.escaped(coverage.text))</pre>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }

    /// One failed scenario: a heading that names the kind of failure, its messages, its diff, and
    /// its picture, except for a file that did not load (nothing ran, so there is nothing to draw).
    static func section(_ result: Scenario, prefix: String) -> String {
        let heading: String
        switch result.status {
        case .invalid: heading = "✗ BAD FILE"
        case .goldenDiffers: heading = "✗ GOLDEN DIFFERS"
        case .passed, .failed: heading = "✗ FAILED"
        }
        var out = "<section class=\"failed\">\n<h3>\(heading): \(XMLText.escaped(result.name))</h3>\n"
        out += "<p class=\"file\">\(XMLText.escaped(result.file))</p>\n"
        if result.status == .invalid {
            out += "<p>The file did not load, so nothing ran and there is no timeline to draw:</p>\n"
        } else if result.status == .goldenDiffers {
            out += "<p>Every expectation held; the timeline differs from the golden.</p>\n"
        }
        if !result.failures.isEmpty {
            out += "<pre class=\"messages\">"
            out += result.failures.map { XMLText.escaped($0) }.joined(separator: "\n") + "</pre>\n"
        }
        if !result.notReached.isEmpty {
            out += "<p>Not reached (the run stopped before them):</p>\n<pre class=\"not-reached\">"
            out += result.notReached.map { XMLText.escaped($0) }.joined(separator: "\n") + "</pre>\n"
        }
        if let diff = result.diff, !diff.isEmpty {
            out += "<pre class=\"diff\">\(XMLText.escaped(diff))</pre>\n"
        }
        if result.status != .invalid { out += figure(result, prefix: prefix) }
        return out + "</section>\n"
    }

    /// The summary table: counts with each kind of failure, then every seed, profile and model of
    /// the scenarios that ran, sorted (a file that did not load has none to list).
    static func summary(_ results: [Scenario]) -> String {
        let passed = results.filter(\.passed).count
        let failed = results.count - passed
        let kinds: [(Scenario.Status, String)] = [
            (.failed, "failed a check"), (.goldenDiffers, "golden differs"), (.invalid, "did not load"),
        ]
        let parts = kinds.compactMap { status, words in
            let count = results.filter { !$0.passed && $0.status == status }.count
            return count == 0 ? nil : "\(count) \(words)"
        }
        let noun = "scenario\(results.count == 1 ? "" : "s")"
        var verdict = "\(results.count) \(noun): \(passed) passed, \(failed) failed"
        // Broken down only when a failure is of another kind than a failed check, so the count is
        // never said twice (`3 failed (3 failed)`).
        let checksOnly = results.allSatisfy { $0.passed || $0.status == .failed }
        if !checksOnly { verdict += " (" + parts.joined(separator: ", ") + ")" }
        var out = "<table class=\"summary\">\n"
        out += "<tr><th>result</th><td class=\"\(failed == 0 ? "ok" : "bad")\">\(XMLText.escaped(verdict))</td></tr>\n"
        let unreached = results.reduce(0) { $0 + $1.notReached.count }
        if unreached > 0 {
            out += "<tr><th>not reached</th><td>\(unreached) expectation\(unreached == 1 ? "" : "s") "
            out += "in runs that stopped early</td></tr>\n"
        }
        let ran = results.filter { $0.status != .invalid }
        func row(_ name: String, _ values: [String]) -> String {
            let shown = Set(values.filter { !$0.isEmpty }).sorted().joined(separator: ", ")
            return "<tr><th>\(name)</th><td>\(XMLText.escaped(shown))</td></tr>\n"
        }
        out += row("seed", ran.map { String($0.header.seed) })
        out += row("profile", ran.map(\.header.profile))
        out += row("model", ran.map(\.header.model))
        let overrides = ran.flatMap { $0.header.overrides.map { "\($0.name)=\($0.value)" } }
        if !overrides.isEmpty { out += row("overrides", overrides) }
        return out + "</table>\n"
    }

    /// A run's timeline inline, with classes and ids under its own prefix.
    static func figure(_ result: Scenario, prefix: String) -> String {
        var options = SVGTimeline.Options()
        options.prefix = prefix
        options.standalone = false
        options.goldenDiffers = result.status == .goldenDiffers
        let svg = SVGTimeline.render(
            header: result.header, sketch: result.sketch, outcome: result.outcome, options: options)
        return "<div class=\"figure\">\n\(svg)</div>\n"
    }

    static let css = """
        body{font-family:sans-serif;margin:24px;color:#111;max-width:1260px}
        h1{font-size:24px}h2{font-size:20px;margin-top:32px}h3{font-size:17px;color:#a40000}
        .file{font-family:monospace;color:#555}
        table.summary{border-collapse:collapse}
        table.summary th,table.summary td{border:1px solid #ccc;padding:4px 10px;text-align:left}
        td.ok{color:#1b5e20;font-weight:bold}td.bad{color:#a40000;font-weight:bold}
        pre{background:#f6f6f6;border:1px solid #ddd;padding:8px;overflow-x:auto}
        pre.messages{border-left:4px solid #c62828}
        section.failed{border-top:2px solid #c62828;padding-top:4px}
        details{margin:6px 0}summary{cursor:pointer;font-size:15px}
        .figure{overflow-x:auto}

        """
}
