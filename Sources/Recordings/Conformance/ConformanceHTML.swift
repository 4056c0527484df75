import Reports

/// `locsim conform --html FILE`: one self-contained page, a table per recording with its rules and
/// differences, every text through the one XML escaper.
public enum ConformanceHTML {
    /// The page for `results`.
    public static func page(_ results: [RecordingConformance]) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>locsim conform</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; }
            table { border-collapse: collapse; margin-bottom: 2em; }
            td, th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
            .conforms { color: #185c1d; } .differs { color: #a11; }
            </style>
            </head>
            <body>
            <h1>locsim conform</h1>

            """
        let conforming = results.filter(\.conforms).count
        html += "<p>\(results.count) recordings: \(conforming) conform, \(results.count - conforming) differ.</p>\n"
        for result in results { html += section(result) }
        return html + "</body>\n</html>\n"
    }

    static func section(_ result: RecordingConformance) -> String {
        var html = "<h2>\(e(result.file)) <span class=\"\(result.verdict)\">\(result.verdict)</span></h2>\n"
        html += "<p>\(e(result.device)) against \(e(result.profile)); margin \(e(result.margin.explanation)).</p>\n"
        if let failure = result.replayFailure { html += "<p class=\"differs\">replay stopped: \(e(failure))</p>\n" }
        html += "<table>\n<tr><th>rule</th><th>figures</th><th>matched</th><th>differences</th></tr>\n"
        for rule in result.rules {
            let findings = result.findings(for: rule)
            let differences = findings.filter(\.differs).map {
                "\(e($0.kind.rawValue)): \(e(ConformanceText.describe($0, margin: result.margin)))"
            }
            html +=
                "<tr><td>\(e(rule))</td><td>\(e(result.ruleFigures[rule] ?? ""))</td>"
                + "<td>\(findings.filter { !$0.differs }.count)</td><td>\(differences.joined(separator: "<br>"))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func e(_ text: String) -> String { XMLText.escaped(text) }
}
