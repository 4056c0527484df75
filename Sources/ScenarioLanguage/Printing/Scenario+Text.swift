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

    static func text(of header: Header) -> String {
        switch header {
        case .title(let title): return "scenario \(ScenarioQuoting.quoted(title))"
        case .model(let name, let options):
            return (["model", name] + options.map { "\($0.key)=\(ScenarioQuoting.word($0.value))" })
                .joined(separator: " ")
        case .seed(let seed): return "seed \(seed)"
        case .profile(let name): return "profile \(name)"
        case .set(let parameter, let value): return "set \(parameter) \(value.scenarioText)"
        case .plist(let key, .string(let value)): return "plist \(key) \(ScenarioQuoting.quoted(value))"
        case .plist(let key, .bool(let value)): return "plist \(key) \(value)"
        case .plistTemporary(let key, let value): return "plist temporary \(key) \(ScenarioQuoting.quoted(value))"
        case .device(let setting, let enabled): return "device \(setting.rawValue) \(setting.spelling(enabled))"
        case .position(let coordinate): return "position \(coordinate)"
        case .start(let status, let accuracy):
            return "start status \(status)" + (accuracy.map { " accuracy \($0.rawValue)" } ?? "")
        case .fault(let name, let arguments): return words(["fault", name], arguments)
        case .catches(let model): return "catches \(model)"
        }
    }

    static func text(of step: Step) -> String {
        switch step {
        case .launch, .terminate, .relaunch, .background, .foreground, .suspend, .resume, .locationEvent:
            return step.keyword
        case .tap(let label): return "tap \(ScenarioQuoting.quoted(label))"
        case .alert(.any): return "alert any"
        case .alert(.button(let label)): return "alert \(ScenarioQuoting.quoted(label))"
        case .settingsLocation(let choice): return "settings location \(choice.rawValue)"
        case .settingsPrecise(let on): return "settings precise \(on ? "on" : "off")"
        case .settingsLocationServices(let on): return "settings location-services \(on ? "on" : "off")"
        case .settingsMotion(let on): return "settings motion \(on ? "on" : "off")"
        case .device(let setting, let enabled): return "device \(setting.rawValue) \(setting.spelling(enabled))"
        case .move(let coordinate): return "move \(coordinate)"
        case .walk(let bearing, let meters, let duration):
            return "walk \(bearing) \(meters)m in \(duration.scenarioText)"
        case .call(let api, let arguments): return words(["call", api], arguments)
        case .deliver(.authorization(let status, let accuracy)):
            return "deliver authorization \(status)" + (accuracy.map { " \($0.rawValue)" } ?? "")
        case .deliver(.failure(let code)): return "deliver failure \(code)"
        case .deliver(.fix(let coordinate, let fields)):
            return (["deliver fix \(coordinate)"] + fields.map { "\($0.name) \($0.value)" }).joined(separator: " ")
        case .maybe(let inner): return "maybe " + text(of: inner)
        case .fault(let name, let arguments): return words(["fault", name], arguments)
        }
    }

    static func text(of expectation: Expectation) -> String {
        switch expectation {
        case .state(let expression): return "expect \(expression)"
        case .callback(let kind, let fields, let window):
            var parts = ["expect callback", kind] + fields.map { "\($0.name)=\($0.value)" }
            if let window { parts.append(window.scenarioText) }
            return parts.joined(separator: " ")
        case .noCallback(let kind, let fields, let window):
            var parts = ["expect no callback"]
            if let kind { parts.append(kind) }
            parts += fields.map { "\($0.name)=\($0.value)" }
            if let window { parts.append(window.scenarioText) }
            return parts.joined(separator: " ")
        case .alert(let text): return "expect alert \(ScenarioQuoting.quoted(text))"
        case .noAlert: return "expect no alert"
        case .always(let expression): return "always \(expression)"
        case .alwaysSettled(let expression): return "always settled \(expression)"
        case .eventually(let expression, let by): return "eventually \(expression) by \(by.sinceStart.scenarioText)"
        }
    }

    private static func words(_ head: [String], _ arguments: [String]) -> String {
        (head + arguments.map(ScenarioQuoting.word)).joined(separator: " ")
    }
}
