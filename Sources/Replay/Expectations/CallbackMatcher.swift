import ScenarioLanguage
import SimulationKit
import Vocabulary

/// Decides whether a callback in the trace is the one an `expect callback KIND FIELD=VALUE …` line
/// describes, comparing each named field exactly (`status=0` matches the raw status, `status=denied`
/// its name; decimals compare as exact decimals).
enum CallbackMatcher {
    /// Whether `record` is a callback of `kind` (nil: any kind) whose fields match `fields`.
    static func matches(_ record: TraceRecord, kind: String?, fields: [CallbackField]) -> Bool {
        guard record.kind == .callback else { return false }
        if let kind, record.fields["callback"] != .string(kind) { return false }
        return fields.allSatisfy { field in
            guard let actual = record.fields[field.name] else { return false }
            return matches(actual, field.value)
        }
    }

    /// Whether a trace value equals an expectation's value.
    static func matches(_ actual: TraceValue, _ expected: Value) -> Bool {
        switch (actual, expected) {
        case (.int(let number), .integer(let other)): return number == other
        case (.int(let number), .status(let status)): return number == Int64(status.rawValue)
        case (.int(let number), .decimal(let decimal)):
            return ExactDecimal(significand: number, fractionDigits: 0) == decimal
        case (.bool(let flag), .bool(let other)): return flag == other
        case (.decimal(let text), .decimal(let decimal)): return ExactDecimal(parsing: text) == decimal
        case (.decimal(let text), .integer(let number)):
            return ExactDecimal(parsing: text) == ExactDecimal(significand: number, fractionDigits: 0)
        case (.null, .word("none")): return true
        case (.string(let text), .string(let other)), (.string(let text), .word(let other)),
            (.string(let text), .appState(let other)), (.string(let text), .alertKind(let other)):
            return text == other
        case (.string(let text), .accuracy(let accuracy)): return text == accuracy.rawValue
        case (.string(let text), .motion(let motion)): return text == motion.name
        default: return false
        }
    }

    /// The window's bounds for a line at `lineTime`; nil bounds mean the whole run.
    static func bounds(_ window: CallbackWindow?, lineTime: SimInstant) -> ClosedRange<SimInstant>? {
        switch window {
        case .none: return nil
        case .at(let time): return time...time
        case .between(let from, let to): return from...to
        case .within(let span): return lineTime...(lineTime + span)
        }
    }
}
