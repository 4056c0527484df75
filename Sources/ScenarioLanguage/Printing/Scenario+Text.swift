import SimulationKit

extension Scenario {
    /// The scenario as a file: header, timeline, `end`, one statement a line, times in a column.
    ///
    /// Parsing the result gives a scenario equal to this one (locations aside), which is how locsim
    /// writes counterexamples and generated scenarios people can read, edit and run.
    ///
    /// ```swift
    /// let again = try ScenarioParser.parse(scenario.text, file: scenario.file).get()
    /// assert(again == scenario)
    /// ```
    public var text: String {
        var lines: [String] = header.map { Self.text(of: $0.header) }
        for entry in timeline {
            let padded = Self.timeColumn(of: entry)
            let action: String
            switch entry.action {
            case .step(let step): action = Self.text(of: step)
            case .expectation(let expectation): action = Self.text(of: expectation)
            }
            let line = padded + action
            lines.append(line)
        }
        if let end { lines.append("end \(end.time.sinceStart.scenarioText)") }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The time column of an entry's line, padded so the action starts at column 9 (or one space after
    /// a longer time); empty for an untimed line, which starts with its action.
    static func timeColumn(of entry: TimelineEntry) -> String {
        let column: String
        switch entry.timing {
        case .absolute: column = entry.time.sinceStart.scenarioText
        case .relative(let span): column = "+" + span.scenarioText
        case .continued: column = ""
        case .untimed: return ""
        case .window(let end, let step):
            column =
                "\(entry.time.sinceStart.scenarioText)..\(end.sinceStart.scenarioText)"
                + (step.map { " step \($0.scenarioText)" } ?? "")
        }
        return column.count < 8 ? column + String(repeating: " ", count: 8 - column.count) : column + " "
    }

    static func text(of header: Header) -> String { HeaderSyntax.text(of: header) }

    static func text(of step: Step) -> String { StepSyntax.text(of: step) }

    static func text(of expectation: Expectation) -> String { ExpectationSyntax.text(of: expectation) }
}
