import SimulationKit

/// The grammar of one expectation keyword, in one place: how the words after it are read and how its
/// expectations are written back, with an example line.
///
/// The parser dispatches on ``keyword``, ``Expectation/keyword`` and the printer ask the entries in
/// turn. Adding an expectation is its ``Expectation`` case, its entry (or its form in an entry's
/// reader and printer) here and its check in Replay's `ExpectationTracker`.
struct ExpectationSyntax: Sendable {
    /// Reads the words after the keyword, with the line's time for windows and deadlines.
    typealias Parse = @Sendable (FileParser, inout TokenCursor, SimInstant) throws(LineError) -> Expectation

    /// The word that starts the expectation.
    let keyword: String
    /// Lines of this keyword as the printer writes them; the tests parse and print every one.
    let examples: [String]
    let parse: Parse
    /// The expectation's text when this entry writes it; nil for one of another keyword.
    let print: @Sendable (Expectation) -> String?

    /// Every expectation keyword, in the order the language reference lists them.
    static let table: [ExpectationSyntax] = [
        ExpectationSyntax(
            keyword: "expect",
            examples: [
                "expect status == authorizedWhenInUse", "expect callback authorization status=denied within 2s",
                "expect no callback failure between 1s and 2s", "expect alert \"Allow Once\"", "expect no alert",
            ],
            parse: { (parser, cursor, time) throws(LineError) in try parser.parseExpect(&cursor, lineTime: time) },
            print: { expectation in
                switch expectation {
                case .state(let expression): return "expect \(expression)"
                case .callback(let kind, let fields, let window):
                    return words(["expect callback", kind], fields: fields, window: window)
                case .noCallback(let kind, let fields, let window):
                    return words(["expect no callback"] + (kind.map { [$0] } ?? []), fields: fields, window: window)
                case .alert(let text): return "expect alert \(ScenarioQuoting.quoted(text))"
                case .noAlert: return "expect no alert"
                default: return nil
                }
            }),
        ExpectationSyntax(
            keyword: "always", examples: ["always status != restricted", "always settled motion == authorized"],
            parse: { (parser, cursor, _) throws(LineError) in
                guard cursor.peek()?.isWord("settled") == true else { return .always(try parser.expression(&cursor)) }
                _ = cursor.advance()
                return .alwaysSettled(try parser.expression(&cursor))
            },
            print: { expectation in
                switch expectation {
                case .always(let expression): return "always \(expression)"
                case .alwaysSettled(let expression): return "always settled \(expression)"
                default: return nil
                }
            }),
        ExpectationSyntax(
            keyword: "eventually", examples: ["eventually status == denied by 1h"],
            parse: { (parser, cursor, time) throws(LineError) in
                let predicate = try parser.expression(&cursor)
                _ = try cursor.keyword(["by"])
                return .eventually(predicate, by: try parser.instantToken(&cursor, relativeTo: time))
            },
            print: { expectation in
                guard case .eventually(let expression, let by) = expectation else { return nil }
                return "eventually \(expression) by \(by.sinceStart.scenarioText)"
            }),
    ]

    /// The keywords in table order.
    static let keywords = table.map(\.keyword)

    /// The entries by keyword, for the parser's dispatch.
    static let byKeyword = [String: ExpectationSyntax](uniqueKeysWithValues: table.map { ($0.keyword, $0) })

    /// The entry that writes an expectation.
    static func entry(for expectation: Expectation) -> ExpectationSyntax? {
        table.first { $0.print(expectation) != nil }
    }

    /// An expectation as a scenario line writes it, after the time column.
    static func text(of expectation: Expectation) -> String {
        for entry in table {
            if let text = entry.print(expectation) { return text }
        }
        return ""
    }

    /// The callback forms: the head, `FIELD=VALUE …`, then the window.
    private static func words(_ head: [String], fields: [CallbackField], window: CallbackWindow?) -> String {
        (head + fields.map { "\($0.name)=\($0.value)" } + (window.map { [$0.scenarioText] } ?? []))
            .joined(separator: " ")
    }
}
