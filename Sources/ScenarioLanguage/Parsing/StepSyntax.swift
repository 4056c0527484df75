import SimulationKit
import Vocabulary

/// The grammar of one kind of step, in one place: its keyword, how the words after it are read, how
/// the step is written back, and an example line.
///
/// The parser dispatches on ``keyword``, suggestions and "expected" lists take the keywords in table
/// order, ``Step/keyword`` and the printer ask the entries in turn. Adding a step is therefore its
/// ``Step`` case, one entry in ``table`` and its performer in Replay (`ScenarioRun+Steps.swift`).
struct StepSyntax: Sendable {
    /// Reads the words after the keyword (the cursor stands just past it); the parser checks that
    /// nothing follows.
    typealias Parse = @Sendable (FileParser, inout TokenCursor) throws(LineError) -> Step

    /// The word that starts the step.
    let keyword: String
    /// A line of this step as the printer writes it; the tests parse and print every one.
    let example: String
    let parse: Parse
    /// The step's text when this entry writes it; nil for a step of another kind.
    let print: @Sendable (Step) -> String?

    /// A step that is its keyword alone.
    static func word(_ keyword: String, _ step: Step) -> StepSyntax {
        StepSyntax(
            keyword: keyword, example: keyword, parse: { (_, _) throws(LineError) in step },
            print: { $0 == step ? keyword : nil })
    }

    /// Every step, in the order the language reference lists them: the strict forms, then `STEP?`,
    /// the steps a user may find they cannot take written with a `?` to mean "if possible" (after the
    /// strict forms, so a misspelling suggests the strict one).
    static let table: [StepSyntax] = strict + ["tap", "alert", "background", "foreground"].map { ifPossible(of: $0) }

    /// The steps in their strict form: a step that cannot happen stops the run.
    static let strict: [StepSyntax] = [
        .word("launch", .launch), .word("terminate", .terminate), .word("relaunch", .relaunch),
        .word("background", .background), .word("foreground", .foreground), .word("suspend", .suspend),
        .word("resume", .resume), .word("location-event", .locationEvent),
        StepSyntax(
            keyword: "tap", example: "tap \"Start run\"",
            parse: { (_, cursor) throws(LineError) in
                let label = try cursor.string("a quoted label such as \"Start run\"")
                guard !label.text.isEmpty else { throw LineError(.emptyText(statement: "tap"), at: label) }
                return .tap(label: label.text)
            },
            print: { step in
                guard case .tap(let label) = step else { return nil }
                return "tap \(ScenarioQuoting.quoted(label))"
            }),
        StepSyntax(
            keyword: "alert", example: "alert \"Allow Once\"",
            parse: { (_, cursor) throws(LineError) in try alertAnswer(&cursor) },
            print: { step in
                guard case .alert(let answer) = step else { return nil }
                if case .button(let label) = answer { return "alert \(ScenarioQuoting.quoted(label))" }
                return "alert any"
            }),
        StepSyntax(
            keyword: "settings", example: "settings location while-using",
            parse: { (p, c) throws(LineError) in try p.settings(&c) },
            print: { step in
                switch step {
                case .settingsLocation(let choice): return "settings location \(choice.rawValue)"
                case .settingsPrecise(let on): return "settings precise \(on ? "on" : "off")"
                case .settingsLocationServices(let on): return "settings location-services \(on ? "on" : "off")"
                case .settingsMotion(let on): return "settings motion \(on ? "on" : "off")"
                case .settingsPrivacy(let permission, let on): return "settings \(permission) \(on ? "on" : "off")"
                case .settingsPhotos(let setting): return "settings photos \(setting)"
                case .settingsPhotosDeselect(let number): return "settings photos deselect \(number)"
                case .settingsNotifications(let change): return "settings notifications \(change)"
                default: return nil
                }
            }),
        StepSyntax(
            keyword: "pick", example: "pick 2",
            parse: { (p, c) throws(LineError) in .pick(try p.photoCount(&c, least: 0)) },
            print: { step in
                guard case .pick(let count) = step else { return nil }
                return "pick \(count)"
            }),
        StepSyntax(
            keyword: "device", example: "device restricted on",
            parse: { (p, c) throws(LineError) in try p.deviceStep(&c) },
            print: { step in
                guard case .device(let setting, let enabled) = step else { return nil }
                return "device \(setting.rawValue) \(setting.spelling(enabled))"
            }),
        StepSyntax(
            keyword: "move", example: "move 51.5,-0.12",
            parse: { (p, c) throws(LineError) in .move(try p.coordinate(&c)) },
            print: { step in
                guard case .move(let coordinate) = step else { return nil }
                return "move \(coordinate)"
            }),
        StepSyntax(
            keyword: "walk", example: "walk 90 1500m in 6min", parse: { (p, c) throws(LineError) in try p.walk(&c) },
            print: { step in
                guard case .walk(let bearing, let meters, let duration) = step else { return nil }
                return "walk \(bearing) \(meters)m in \(duration.scenarioText)"
            }),
        StepSyntax(
            keyword: "call", example: "call requestTemporaryFullAccuracy \"Run Route\" m1",
            parse: { (p, c) throws(LineError) in try p.call(&c) },
            print: { step in
                guard case .call(let call) = step else { return nil }
                return call.printed
            }),
        StepSyntax(
            keyword: "deliver", example: "deliver authorization denied reduced",
            parse: { (p, c) throws(LineError) in .deliver(try p.delivery(&c)) },
            print: { step in
                guard case .deliver(let delivery) = step else { return nil }
                return text(of: delivery)
            }),
        StepSyntax(
            keyword: "maybe", example: "maybe settings precise off",
            parse: { (parser, cursor) throws(LineError) in
                let inner = try cursor.word("a step")
                if inner.text == "maybe" { throw LineError(.nestedMaybe, at: inner) }
                return .maybe(try parser.parseStepBody(&cursor, keyword: inner))
            },
            print: { step in
                guard case .maybe(let inner) = step else { return nil }
                return "maybe " + text(of: inner)
            }),
        StepSyntax(
            keyword: "fault", example: "fault delayCallback 2s",
            parse: { (parser, cursor) throws(LineError) in
                let (name, arguments) = try parser.parseFault(&cursor)
                return .fault(name: name, arguments: arguments)
            },
            print: { step in
                guard case .fault(let name, let arguments) = step else { return nil }
                return ScenarioQuoting.words(["fault", name], arguments)
            }),
    ]

    /// `KEYWORD?`: the step of the strict entry `keyword`, taken only if possible (``Step/ifPossible(_:)``).
    static func ifPossible(of keyword: String) -> StepSyntax {
        let entry = Self.strict.first { $0.keyword == keyword }!
        let optional = keyword + "?"
        return StepSyntax(
            keyword: optional, example: optional + entry.example.dropFirst(keyword.count),
            parse: { (parser, cursor) throws(LineError) in .ifPossible(try entry.parse(parser, &cursor)) },
            print: { step in
                guard case .ifPossible(let inner) = step, let text = entry.print(inner) else { return nil }
                return optional + text.dropFirst(keyword.count)
            })
    }

    /// The keywords in table order: suggestions and "expected one of" lists come from here.
    static let keywords = table.map(\.keyword)

    /// The entries by keyword, for the parser's dispatch.
    static let byKeyword = [String: StepSyntax](uniqueKeysWithValues: table.map { ($0.keyword, $0) })

    /// The entry that writes a step.
    static func entry(for step: Step) -> StepSyntax? {
        table.first { $0.print(step) != nil }
    }

    /// A step as a scenario line writes it, after the time column.
    static func text(of step: Step) -> String {
        for entry in table {
            if let text = entry.print(step) { return text }
        }
        return ""
    }

    /// `deliver authorization S [full|reduced]`, `deliver failure CODE`, `deliver fix LAT,LON [FIELD V]…`.
    static func text(of delivery: Delivery) -> String {
        switch delivery {
        case .authorization(let status, let accuracy):
            return "deliver authorization \(status)" + (accuracy.map { " \($0.rawValue)" } ?? "")
        case .failure(let code): return "deliver failure \(code)"
        case .fix(let coordinate, let fields):
            return (["deliver fix \(coordinate)"] + fields.map { "\($0.name) \($0.value)" }).joined(separator: " ")
        }
    }

    /// `alert "BUTTON"` or `alert any`.
    static func alertAnswer(_ cursor: inout TokenCursor) throws(LineError) -> Step {
        let expected = "a quoted button label such as \"Allow Once\", or any"
        let token = try cursor.any(expected)
        if token.isWord("any") { return .alert(.any) }
        guard token.kind == .string else {
            throw LineError(.unexpectedToken(token.spelling, expected: expected), at: token)
        }
        guard !token.text.isEmpty else { throw LineError(.emptyText(statement: "alert"), at: token) }
        return .alert(.button(label: token.text))
    }
}

/// Reading the steps whose arguments take more than a few lines; ``StepSyntax/table`` points here.
extension FileParser {
    func parseStep(_ cursor: inout TokenCursor, keyword: Token) throws(LineError) -> Step {
        let step = try parseStepBody(&cursor, keyword: keyword)
        try cursor.finish(keyword.text)
        return step
    }

    func parseStepBody(_ cursor: inout TokenCursor, keyword: Token) throws(LineError) -> Step {
        if let syntax = StepSyntax.byKeyword[keyword.text] { return try syntax.parse(self, &cursor) }
        if Self.headerKeywords.contains(keyword.text) { throw LineError(.timedHeader(keyword.text), at: keyword) }
        if ["wait", "sleep", "pause", "delay"].contains(keyword.text) {
            throw LineError(.waitStep(keyword.text), at: keyword)
        }
        try TokenCursor.check(keyword, .step, known: StepSyntax.keywords + Self.expectationKeywords)
        throw LineError(.unexpectedToken(keyword.text, expected: "a step"), at: keyword)
    }

    /// `settings location never|ask|while-using|always`, `settings precise|location-services|motion on|off`,
    /// `settings camera|microphone on|off` (one item per ``PrivacyPermission``).
    func settings(_ cursor: inout TokenCursor) throws(LineError) -> Step {
        let item = try cursor.keyword(
            ["location", "precise", "location-services", "motion"] + PrivacyPermission.settingsNames)
        if item.text == "photos" { return try photosSettings(&cursor) }
        if item.text == "notifications" { return try notificationsSettings(&cursor) }
        if let permission = PrivacyPermission(rawValue: item.text) {
            return .settingsPrivacy(permission, try toggle(&cursor))
        }
        switch item.text {
        case "location":
            let choice = try cursor.keyword(LocationSetting.names)
            return .settingsLocation(LocationSetting(rawValue: choice.text) ?? .ask)
        case "precise": return .settingsPrecise(try toggle(&cursor))
        case "location-services": return .settingsLocationServices(try toggle(&cursor))
        default: return .settingsMotion(try toggle(&cursor))
        }
    }

    /// `settings photos none|add-only|limited|full` or `settings photos deselect N` (PHO-5).
    func photosSettings(_ cursor: inout TokenCursor) throws(LineError) -> Step {
        let choice = try cursor.keyword(PhotoLibrarySetting.names + ["deselect"])
        guard choice.text == "deselect" else {
            return .settingsPhotos(PhotoLibrarySetting(rawValue: choice.text) ?? .none)
        }
        return .settingsPhotosDeselect(try photoCount(&cursor, least: 1))
    }

    /// `settings notifications on|off` or `settings notifications alerts|sounds|badges on|off` (NOTIF-6).
    func notificationsSettings(_ cursor: inout TokenCursor) throws(LineError) -> Step {
        let choice = try cursor.keyword(["on", "off"] + NotificationInteraction.names)
        guard let interaction = NotificationInteraction(rawValue: choice.text) else {
            return .settingsNotifications(.allow(choice.text == "on"))
        }
        return .settingsNotifications(.interaction(interaction, try toggle(&cursor)))
    }

    /// A whole number of photos (`pick 2`, `deselect 3`), at least `least`.
    func photoCount(_ cursor: inout TokenCursor, least: Int) throws(LineError) -> Int {
        let token = try cursor.word("a number of photos such as 2")
        guard let number = Int(token.text), number >= least, number <= 1_000_000 else {
            throw LineError(.outOfRange(token.text, what: "photo number", range: "\(least) to 1000000"), at: token)
        }
        return number
    }

    /// `device restricted|location-services on|off`; the hardware settings belong in the header.
    func deviceStep(_ cursor: inout TokenCursor) throws(LineError) -> Step {
        let token = try cursor.keyword(DeviceSetting.names)
        let setting = DeviceSetting(rawValue: token.text) ?? .restricted
        guard setting.isStep else {
            let problem = ScenarioProblem.headerAfterTimeline(
                "device \(setting.rawValue)", firstTimedLine: firstTimedLine ?? lineNumber)
            throw LineError(problem, at: token)
        }
        return .device(setting: setting, enabled: try toggle(&cursor))
    }

    /// `walk BEARING DISTANCE in DURATION`.
    func walk(_ cursor: inout TokenCursor) throws(LineError) -> Step {
        let bearingToken = try cursor.word("a bearing in degrees such as 90")
        let bearing = try decimal(bearingToken, expected: "a bearing in degrees such as 90")
        guard bearing >= ExactDecimal(0), bearing < ExactDecimal(360) else {
            throw LineError(
                .outOfRange(bearingToken.text, what: "bearing", range: "0 to less than 360"), at: bearingToken)
        }
        let distanceToken = try cursor.word("a distance such as 500m")
        guard case .distance(let meters) = try quantity(distanceToken, kind: .distance, parameter: "walk") else {
            throw LineError(.badDistance(distanceToken.text, suggestion: nil), at: distanceToken)
        }
        _ = try cursor.keyword(["in"])
        let durationToken = try cursor.word("a duration such as 6min")
        let span = try duration(durationToken.text, token: durationToken)
        guard span > .zero else {
            throw LineError(
                .nonPositiveDuration(durationToken.text, what: "the walk's duration", example: "6min"),
                at: durationToken)
        }
        return .walk(bearingDegrees: bearing, distanceMeters: meters, duration: span)
    }

    /// `deliver authorization S [full|reduced]`, `deliver failure CODE`, `deliver fix LAT,LON [FIELD V]…`.
    func delivery(_ cursor: inout TokenCursor) throws(LineError) -> Delivery {
        let kind = try cursor.keyword(["authorization", "failure", "fix"])
        switch kind.text {
        case "authorization":
            let status = try statusValue(try cursor.any("a status such as 2 or denied"))
            var accuracy: Accuracy?
            if !cursor.isAtEnd { accuracy = Accuracy(rawValue: try cursor.keyword(Accuracy.names).text) }
            return .authorization(status: status, accuracy: accuracy)
        case "failure":
            let code = try integer(try cursor.word("an error code such as 1"), what: "error code", in: 0...999_999)
            return .failure(code: Int(code))
        default:
            let position = try coordinate(&cursor)
            var fields: [FixField] = []
            while !cursor.isAtEnd {
                let name = try cursor.keyword(FixField.names)
                if fields.contains(where: { $0.name == name.text }) {
                    throw LineError(.duplicate(name.text, firstLine: lineNumber), at: name)
                }
                let value = try decimal(try cursor.word("a number"), expected: "a number for \(name.text)")
                fields.append(FixField(name: name.text, value: value))
            }
            return .fix(position, fields: fields)
        }
    }
}
