import SimulationKit
import Vocabulary

/// The steps of the timeline: what the user, the device and the harness do.
extension FileParser {
    func parseStep(_ cursor: inout TokenCursor, keyword: Token) throws(LineFault) -> Step {
        let step = try parseStepBody(&cursor, keyword: keyword)
        try cursor.finish(keyword.text)
        return step
    }

    private func parseStepBody(_ cursor: inout TokenCursor, keyword: Token) throws(LineFault) -> Step {
        switch keyword.text {
        case "launch": return .launch
        case "terminate": return .terminate
        case "relaunch": return .relaunch
        case "background": return .background
        case "foreground": return .foreground
        case "suspend": return .suspend
        case "resume": return .resume
        case "location-event": return .locationEvent
        case "tap":
            let label = try cursor.string("a quoted label such as \"Start run\"")
            guard !label.text.isEmpty else { throw LineFault(.emptyText(statement: "tap"), at: label) }
            return .tap(label: label.text)
        case "alert":
            let expected = "a quoted button label such as \"Allow Once\", or any"
            let token = try cursor.any(expected)
            if token.isWord("any") { return .alert(.any) }
            guard token.kind == .string else {
                throw LineFault(.unexpectedToken(token.spelling, expected: expected), at: token)
            }
            guard !token.text.isEmpty else { throw LineFault(.emptyText(statement: "alert"), at: token) }
            return .alert(.button(label: token.text))
        case "settings":
            let item = try cursor.keyword(["location", "precise", "location-services", "motion"])
            switch item.text {
            case "location":
                let choice = try cursor.keyword(LocationSetting.names)
                return .settingsLocation(LocationSetting(rawValue: choice.text) ?? .ask)
            case "precise": return .settingsPrecise(try toggle(&cursor))
            case "location-services": return .settingsLocationServices(try toggle(&cursor))
            default: return .settingsMotion(try toggle(&cursor))
            }
        case "device":
            let token = try cursor.keyword(DeviceSetting.names)
            let setting = DeviceSetting(rawValue: token.text) ?? .restricted
            guard setting.isStep else {
                let problem = ScenarioProblem.headerAfterTimeline(
                    "device \(setting.rawValue)", firstTimedLine: firstTimedLine ?? lineNumber)
                throw LineFault(problem, at: token)
            }
            return .device(setting: setting, enabled: try toggle(&cursor))
        case "move":
            return .move(try coordinate(&cursor))
        case "walk":
            let bearingToken = try cursor.word("a bearing in degrees such as 90")
            let bearing = try decimal(bearingToken, expected: "a bearing in degrees such as 90")
            guard bearing >= ExactDecimal(0), bearing < ExactDecimal(360) else {
                throw LineFault(
                    .outOfRange(bearingToken.text, what: "bearing", range: "0 to less than 360"), at: bearingToken)
            }
            let distanceToken = try cursor.word("a distance such as 500m")
            guard case .distance(let meters) = try quantity(distanceToken, kind: .distance, parameter: "walk") else {
                throw LineFault(.badDistance(distanceToken.text, suggestion: nil), at: distanceToken)
            }
            _ = try cursor.keyword(["in"])
            let durationToken = try cursor.word("a duration such as 6min")
            let span = try duration(durationToken.text, token: durationToken)
            guard span > .zero else {
                throw LineFault(
                    .nonPositiveDuration(durationToken.text, what: "the walk's duration", example: "6min"),
                    at: durationToken)
            }
            return .walk(bearingDegrees: bearing, distanceMeters: meters, duration: span)
        case "call":
            let api = try cursor.name(
                .call, known: vocabulary.calls, expected: "an API name such as startUpdatingLocation")
            return .call(api: api.text, arguments: try callArguments(&cursor, api: api))
        case "deliver":
            return .deliver(try parseDelivery(&cursor))
        case "maybe":
            let inner = try cursor.word("a step")
            if inner.text == "maybe" { throw LineFault(.nestedMaybe, at: inner) }
            return .maybe(try parseStepBody(&cursor, keyword: inner))
        case "fault":
            let (name, arguments) = try parseFault(&cursor)
            return .fault(name: name, arguments: arguments)
        default:
            if Self.headerKeywords.contains(keyword.text) { throw LineFault(.timedHeader(keyword.text), at: keyword) }
            try TokenCursor.check(keyword, .step, known: Step.keywords + Self.expectationKeywords)
            throw LineFault(.unexpectedToken(keyword.text, expected: "a step"), at: keyword)
        }
    }

    /// `deliver authorization S [full|reduced]`, `deliver failure CODE`, `deliver fix LAT,LON [FIELD V]…`.
    private func parseDelivery(_ cursor: inout TokenCursor) throws(LineFault) -> Delivery {
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
                    throw LineFault(.duplicate(name.text, firstLine: lineNumber), at: name)
                }
                let value = try decimal(try cursor.word("a number"), expected: "a number for \(name.text)")
                fields.append(FixField(name: name.text, value: value))
            }
            return .fix(position, fields: fields)
        }
    }
}
