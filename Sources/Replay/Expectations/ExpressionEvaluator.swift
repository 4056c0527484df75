import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit
import Vocabulary

/// Decides a state expression (`status == notDetermined and ui.screen == "Run map"`) against a
/// snapshot, and says what the values actually were when it does not hold.
enum ExpressionEvaluator {
    /// Whether `expression` holds.
    static func holds(_ expression: Expression, in snapshot: StateSnapshot) -> Bool {
        switch expression {
        case .comparison(let subject, let op, let value):
            return compare(actual(subject, in: snapshot), op, value)
        case .membership(let subject, let values):
            let current = actual(subject, in: snapshot)
            return values.contains { compare(current, .equal, $0) }
        case .and(let left, let right):
            return holds(left, in: snapshot) && holds(right, in: snapshot)
        case .or(let left, let right):
            return holds(left, in: snapshot) || holds(right, in: snapshot)
        case .not(let inner):
            return !holds(inner, in: snapshot)
        }
    }

    /// `status=authorizedWhenInUse, ui.screen="Run map"`: the actual value of every subject the
    /// expression names, in the order it names them, for failure messages.
    static func actualValues(_ expression: Expression, in snapshot: StateSnapshot) -> String {
        var seen: [Subject] = []
        collect(expression, into: &seen)
        // Appended in place: every failing check of every explored timeline spells its values.
        var text = ""
        for subject in seen {
            if !text.isEmpty { text += ", " }
            text += subject.description
            text += "="
            text += actual(subject, in: snapshot).text
            text += missingKeyNote(subject, in: snapshot)
        }
        return text
    }

    /// ` (the model has no ui key "nope"; did you mean "note"? its ui keys: …)` when an expectation
    /// names a key the model does not show, so a typo is not mistaken for a value of `none`.
    static func missingKeyNote(_ subject: Subject, in snapshot: StateSnapshot) -> String {
        let group: String
        let key: String
        let entries: [StateEntry]
        switch subject {
        case .ui(let name): (group, key, entries) = ("ui", name, snapshot.ui)
        case .session(let name): (group, key, entries) = ("session", name, snapshot.session)
        default: return ""
        }
        guard !entries.isEmpty, !entries.contains(where: { $0.key == key }) else { return "" }
        let keys = entries.map(\.key)
        let suggestion = EditDistance.nearest(to: key, among: keys).map { "; did you mean \"\($0)\"?" } ?? ""
        return " (the model has no \(group) key \"\(key)\"\(suggestion) its \(group) keys: "
            + keys.joined(separator: ", ") + ")"
    }

    private static func collect(_ expression: Expression, into subjects: inout [Subject]) {
        switch expression {
        case .comparison(let subject, _, _), .membership(let subject, _):
            if !subjects.contains(subject) { subjects.append(subject) }
        case .and(let left, let right), .or(let left, let right):
            collect(left, into: &subjects)
            collect(right, into: &subjects)
        case .not(let inner):
            collect(inner, into: &subjects)
        }
    }

    /// A subject's value, in a form comparable with the language's values.
    enum Actual {
        case status(Int)
        case word(String)
        case number(Int64)
        case flag(Bool)
        case none

        var text: String {
            switch self {
            case .status(let raw):
                return AuthorizationStatus(rawValue: raw)?.name ?? String(raw)
            case .word(let word): return TraceValue.string(word).plainText
            case .number(let number): return String(number)
            case .flag(let flag): return flag ? "true" : "false"
            case .none: return "none"
            }
        }
    }

    static func actual(_ subject: Subject, in snapshot: StateSnapshot) -> Actual {
        switch subject {
        case .status: return .status(snapshot.status.rawValue)
        case .accuracy: return .word(snapshot.accuracy == .full ? "full" : "reduced")
        case .app: return .word(snapshot.app.rawValue)
        case .alert: return snapshot.alert.map { .word($0.kind.rawValue) } ?? .word("none")
        case .motion: return .word(snapshot.motion.description)
        case .privacy(let permission): return .word(snapshot.privacy[permission].name)
        case .notificationSetting(let interaction): return .word(snapshot.privacy.notifications[interaction].name)
        case .ui(let key): return entry(key, in: snapshot.ui)
        case .session(let key): return entry(key, in: snapshot.session)
        }
    }

    private static func entry(_ key: String, in entries: [StateEntry]) -> Actual {
        // Lengths first: comparing two different short keys calls into the runtime, and a key is
        // looked up after every event that changed what the checks read.
        let length = key.utf8.count
        guard let value = entries.last(where: { $0.key.utf8.count == length && $0.key == key })?.value else {
            return .none
        }
        switch value {
        case .text(let text): return .word(text)
        case .number(let number): return .number(number)
        case .flag(let flag): return .flag(flag)
        case .none: return .none
        }
    }

    static func compare(_ actual: Actual, _ op: ComparisonOperator, _ expected: Value) -> Bool {
        guard let ordering = order(actual, expected, ordered: op != .equal && op != .notEqual) else {
            return op == .notEqual
        }
        switch op {
        case .equal: return ordering == 0
        case .notEqual: return ordering != 0
        case .less: return ordering < 0
        case .lessOrEqual: return ordering <= 0
        case .greater: return ordering > 0
        case .greaterOrEqual: return ordering >= 0
        }
    }

    /// −1, 0 or 1 comparing `actual` with `expected`, or nil when they are of different kinds
    /// (which only `!=` accepts). Unless `ordered`, two different words give 1 without being put
    /// in order: `==` and `!=` need no more, and ordering text costs another comparison.
    private static func order(_ actual: Actual, _ expected: Value, ordered: Bool) -> Int? {
        func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
        switch (actual, expected) {
        case (.status(let raw), .status(let status)): return sign(raw, status.rawValue)
        case (.status(let raw), .integer(let number)): return sign(Int64(raw), number)
        case (.number(let number), .integer(let other)): return sign(number, other)
        case (.number(let number), .decimal(let decimal)):
            return sign(ExactDecimal(significand: number, fractionDigits: 0), decimal)
        case (.flag(let flag), .bool(let other)): return flag == other ? 0 : 1
        case (.none, .word("none")), (.none, .string("")): return 0
        case (.word(let word), .word(let other)), (.word(let word), .string(let other)),
            (.word(let word), .appState(let other)), (.word(let word), .alertKind(let other)):
            return word == other ? 0 : ordered ? sign(word, other) : 1
        case (.word(let word), .accuracy(let accuracy)): return word == accuracy.rawValue ? 0 : 1
        case (.word(let word), .motion(let motion)): return word == motion.name ? 0 : 1
        case (.word(let word), .privacy(let status)): return word == status.name ? 0 : 1
        case (.word(let word), .bool(let flag)): return word == (flag ? "true" : "false") ? 0 : 1
        case (.word(let word), .integer(let number)): return word == String(number) ? 0 : nil
        default: return nil
        }
    }
}
