import Reports
import ScenarioLanguage

/// JUnit XML for CI systems (GitHub Actions, GitLab, Jenkins): one `testsuite` per folder of
/// scenarios, one `testcase` per file, a `failure` (or `error`, for a bad file) carrying every
/// problem, and a `skipped` test case for each line a run never reached (it stopped early), with
/// the reason as its message. No timings, so the file is the same for the same results.
public enum JUnitReport {
    /// The whole report.
    public static func xml(_ results: [ScenarioResult]) -> String {
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .invalid }.count
        let skipped = skippedCount(results)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"locsim\" tests=\"\(results.count + skipped)\" failures=\"\(failures)\""
        text += " errors=\"\(errors)\"" + (skipped > 0 ? " skipped=\"\(skipped)\"" : "") + ">\n"
        var folders: [String] = []
        for result in results where !folders.contains(folder(of: result.path)) {
            folders.append(folder(of: result.path))
        }
        for name in folders {
            let cases = results.filter { folder(of: $0.path) == name }
            let skippedHere = skippedCount(cases)
            text += "  <testsuite name=\"\(attribute(name))\" tests=\"\(cases.count + skippedHere)\""
            text += " failures=\"\(cases.filter { $0.status == .failed }.count)\""
            text += " errors=\"\(cases.filter { $0.status == .invalid }.count)\""
            text += (skippedHere > 0 ? " skipped=\"\(skippedHere)\"" : "") + ">\n"
            for result in cases {
                let file = result.path.split(separator: "/").last.map(String.init) ?? result.path
                let caseName = file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
                text +=
                    "    <testcase classname=\"\(attribute(name.replacingSlashes()))\" name=\"\(attribute(caseName))\""
                text += " file=\"\(attribute(result.path))\""
                switch result.status {
                case .passed:
                    text += "/>\n"
                case .failed, .invalid:
                    let tag = result.status == .failed ? "failure" : "error"
                    let first = result.problems.first?.split(separator: "\n").first.map(String.init) ?? ""
                    text += ">\n      <\(tag) message=\"\(attribute(first))\">"
                    text += escape(result.problems.joined(separator: "\n\n"))
                    text += "</\(tag)>\n    </testcase>\n"
                }
                text += skippedCases(result, className: name.replacingSlashes(), caseName: caseName)
            }
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    /// How many lines the runs of `results` never reached.
    static func skippedCount(_ results: [ScenarioResult]) -> Int {
        results.reduce(0) { $0 + ($1.outcome?.notReached.count ?? 0) }
    }

    /// A skipped test case for each line `result`'s run never reached, named after the file and line.
    static func skippedCases(_ result: ScenarioResult, className: String, caseName: String) -> String {
        var text = ""
        for line in result.outcome?.notReached ?? [] {
            text += "    <testcase classname=\"\(attribute(className))\""
            text +=
                " name=\"\(attribute("\(caseName) line \(line.location.line)"))\" file=\"\(attribute(result.path))\">\n"
            text += "      <skipped message=\"\(attribute("not reached: \(line.message)"))\"/>\n    </testcase>\n"
        }
        return text
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// An attribute's value: control characters spelled out (`\n`, `\u{1B}`) first, since XML keeps
    /// no newline in an attribute (a reader turns it into a space) and no escape at all.
    static func attribute(_ text: String) -> String {
        escape(DisplayPath.escaped(text))
    }

    /// XML text with the five special characters escaped and control characters dropped.
    static func escape(_ text: String) -> String {
        XMLText.escaped(text, apostrophes: true, forbidden: .dropped)
    }
}

extension String {
    fileprivate func replacingSlashes() -> String {
        String(map { $0 == "/" ? "." : $0 })
    }
}
