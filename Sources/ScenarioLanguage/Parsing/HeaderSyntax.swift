import Vocabulary

/// The grammar of one header statement, in one place: its keyword, how the words after it are read,
/// which part of it may appear only once, how it is written back, and an example line.
///
/// The parser dispatches on ``keyword``, ``Header/keyword`` and the printer ask the entries in turn.
/// Adding a header statement is its ``Header`` case, one entry in ``table`` and its use in Replay's
/// run setup.
struct HeaderSyntax: Sendable {
    /// Reads the words after the keyword; the parser then checks that nothing follows.
    typealias Parse = @Sendable (FileParser, inout TokenCursor) throws(LineError) -> Header

    /// The word that starts the statement.
    let keyword: String
    /// A line of this statement as the printer writes it; the tests parse and print every one.
    let example: String
    let parse: Parse
    /// What may appear only once (`seed`, `set fixInterval`), also the "duplicate" message's words.
    var once: @Sendable (Header) -> String = { $0.keyword }
    /// The statement's text when this entry writes it; nil for a statement of another kind.
    let print: @Sendable (Header) -> String?

    /// Every header statement, in the order the language reference lists them.
    static let table: [HeaderSyntax] = [
        HeaderSyntax(
            keyword: "scenario", example: "scenario \"Allow Once expires\"",
            parse: { (_, cursor) throws(LineError) in
                .title(try cursor.string("a quoted title such as \"Allow Once expires\"").text)
            },
            print: { header in
                guard case .title(let title) = header else { return nil }
                return "scenario \(ScenarioQuoting.quoted(title))"
            }),
        HeaderSyntax(
            keyword: "model", example: "model authorization",
            parse: { (p, c) throws(LineError) in try p.parseModel(&c) },
            print: { header in
                guard case .model(let name, let options) = header else { return nil }
                return (["model", name] + options.map { "\($0.key)=\(ScenarioQuoting.word($0.value))" })
                    .joined(separator: " ")
            }),
        HeaderSyntax(
            keyword: "seed", example: "seed 7",
            parse: { (_, cursor) throws(LineError) in
                let token = try cursor.word("a seed such as 7")
                guard let seed = UInt64(token.text) else {
                    throw LineError(
                        .badNumber(token.spelling, expected: "a seed (a whole number from 0 to 2^64-1)"), at: token)
                }
                return .seed(seed)
            },
            print: { header in
                guard case .seed(let seed) = header else { return nil }
                return "seed \(seed)"
            }),
        HeaderSyntax(
            keyword: "profile", example: "profile device-documented",
            parse: { (parser, cursor) throws(LineError) in
                // A word with a `/` or ending in `.profile` is a profile file (`profile ./mine.profile`).
                let token = try cursor.word("a profile name")
                if !token.text.contains("/"), !token.text.hasSuffix(".profile") {
                    try TokenCursor.check(token, .profile, known: parser.vocabulary.profiles)
                }
                return .profile(token.text)
            },
            print: { header in
                guard case .profile(let name) = header else { return nil }
                return "profile \(name)"
            }),
        HeaderSyntax(
            keyword: "set", example: "set fixInterval 1s..3s step 1s",
            parse: { (parser, cursor) throws(LineError) in
                let (parameter, value) = try parser.parseSet(&cursor)
                return .set(parameter: parameter, value: value)
            },
            once: { header in
                guard case .set(let parameter, _) = header else { return "set" }
                return "set \(parameter)"
            },
            print: { header in
                guard case .set(let parameter, let value) = header else { return nil }
                return "set \(parameter) \(value.scenarioText)"
            }),
        HeaderSyntax(
            keyword: "plist", example: "plist NSLocationWhenInUseUsageDescription \"Shows where you are.\"",
            parse: { (p, c) throws(LineError) in try p.parsePlist(&c) },
            once: { header in
                switch header {
                case .plist(let key, _): return "plist \(key)"
                case .plistTemporary(let key, _): return "plist temporary \(key)"
                default: return "plist"
                }
            },
            print: { header in
                switch header {
                case .plist(let key, .string(let value)): return "plist \(key) \(ScenarioQuoting.quoted(value))"
                case .plist(let key, .bool(let value)): return "plist \(key) \(value)"
                case .plistTemporary(let key, let value):
                    return "plist temporary \(key) \(ScenarioQuoting.quoted(value))"
                default: return nil
                }
            }),
        HeaderSyntax(
            keyword: "device", example: "device motion-hardware no",
            parse: { (parser, cursor) throws(LineError) in
                let token = try cursor.keyword(DeviceSetting.names)
                let setting = DeviceSetting(rawValue: token.text) ?? .locationServices
                let words = setting.isStep ? ["on", "off"] : ["yes", "no"]
                return .device(setting: setting, enabled: try parser.toggle(&cursor, words: words))
            },
            once: { header in
                guard case .device(let setting, _) = header else { return "device" }
                return "device \(setting.rawValue)"
            },
            print: { header in
                guard case .device(let setting, let enabled) = header else { return nil }
                return "device \(setting.rawValue) \(setting.spelling(enabled))"
            }),
        HeaderSyntax(
            keyword: "position", example: "position 51.5007,-0.1246",
            parse: { (p, c) throws(LineError) in .position(try p.coordinate(&c)) },
            print: { header in
                guard case .position(let coordinate) = header else { return nil }
                return "position \(coordinate)"
            }),
        HeaderSyntax(
            keyword: "start", example: "start status authorizedWhenInUse accuracy reduced",
            parse: { (parser, cursor) throws(LineError) in
                _ = try cursor.keyword(["status"])
                let status = try parser.statusValue(try cursor.any("a status such as authorizedWhenInUse or 4"))
                var accuracy: Accuracy?
                if cursor.skip(word: "accuracy") {
                    accuracy = Accuracy(rawValue: try cursor.keyword(Accuracy.names).text)
                }
                return .start(status: status, accuracy: accuracy)
            },
            print: { header in
                guard case .start(let status, let accuracy) = header else { return nil }
                return "start status \(status)" + (accuracy.map { " accuracy \($0.rawValue)" } ?? "")
            }),
        HeaderSyntax(
            keyword: "catches", example: "catches always-gate",
            parse: { (parser, cursor) throws(LineError) in
                let known = parser.vocabulary.models.map(\.name)
                return .catches(model: try cursor.name(.model, known: known, expected: "a model name").text)
            },
            once: { header in
                guard case .catches(let model) = header else { return "catches" }
                return "catches \(model)"
            },
            print: { header in
                guard case .catches(let model) = header else { return nil }
                return "catches \(model)"
            }),
        HeaderSyntax(
            keyword: "fault", example: "fault skipSettingsCallback",
            parse: { (parser, cursor) throws(LineError) in
                let (name, arguments) = try parser.parseFault(&cursor)
                return .fault(name: name, arguments: arguments)
            },
            once: { header in
                guard case .fault(let name, _) = header else { return "fault" }
                return "fault \(name)"
            },
            print: { header in
                guard case .fault(let name, let arguments) = header else { return nil }
                return ScenarioQuoting.words(["fault", name], arguments)
            }),
    ]

    /// The keywords in table order.
    static let keywords = table.map(\.keyword)

    /// The entries by keyword, for the parser's dispatch.
    static let byKeyword = [String: HeaderSyntax](uniqueKeysWithValues: table.map { ($0.keyword, $0) })

    /// The entry that writes a statement.
    static func entry(for header: Header) -> HeaderSyntax? {
        table.first { $0.print(header) != nil }
    }

    /// A statement as a scenario line writes it.
    static func text(of header: Header) -> String {
        for entry in table {
            if let text = entry.print(header) { return text }
        }
        return ""
    }
}
