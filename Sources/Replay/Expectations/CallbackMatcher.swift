import ScenarioLanguage
import SimulationKit

/// What an `expect callback KIND FIELD=VALUE …` line looks for, resolved once from the line's words
/// to types: the callback kind and, per filter, the field's accessor (``CallbackFieldName``) and the
/// value it must equal. A callback is then matched on its typed values, with no field text made.
struct CallbackMatcher: Hashable, Sendable {
    /// The kind asked for; nil for any kind.
    let kind: CallbackKind?
    /// False when the line names a kind no callback has: then nothing matches.
    let kindExists: Bool
    /// Each filter's field (nil when no callback has a field of that name) and expected value.
    let filters: [(field: CallbackFieldName?, value: Value)]

    /// The matcher of a line asking for `kind` (nil: any kind) with `fields`.
    init(kind: String?, fields: [CallbackField]) {
        self.kind = kind.flatMap(CallbackKind.init(rawValue:))
        kindExists = kind == nil || self.kind != nil
        filters = fields.map { (CallbackFieldName(rawValue: $0.name), $0.value) }
    }

    /// Whether `callback` is of the kind asked for.
    func isOfKind(_ callback: TraceCallback) -> Bool {
        kindExists && (kind == nil || kind == callback.kind)
    }

    /// Whether `callback` is of the kind asked for and has every field filtered, equal to its value.
    func matches(_ callback: TraceCallback) -> Bool {
        guard isOfKind(callback) else { return false }
        return filters.allSatisfy { filter in
            guard let actual = filter.field?.value(in: callback) else { return false }
            return actual.matches(filter.value)
        }
    }

    static func == (lhs: CallbackMatcher, rhs: CallbackMatcher) -> Bool {
        lhs.kind == rhs.kind && lhs.kindExists == rhs.kindExists
            && lhs.filters.elementsEqual(rhs.filters) { $0.field == $1.field && $0.value == $1.value }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(kindExists)
        for filter in filters {
            hasher.combine(filter.field)
            hasher.combine(filter.value)
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
