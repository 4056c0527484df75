import SimulationKit

/// Something the run must show, checked by the runner against the trace.
///
/// A timed `expect EXPR` is checked at its line's time; `always` after every event; the callback and
/// alert forms over their window (the whole run when none is given).
public enum Expectation: Hashable, Sendable {
    /// `expect EXPR`: a state predicate at the line's time.
    case state(Expression)
    /// `expect callback KIND [FIELD=VALUE …] [WINDOW]`: such a callback arrives.
    case callback(kind: String, fields: [CallbackField], window: CallbackWindow?)
    /// `expect no callback [KIND] [WINDOW]`: no such callback arrives.
    case noCallback(kind: String?, fields: [CallbackField], window: CallbackWindow?)
    /// `expect alert "TEXT"`: the system alert on screen at the line's time has this text (a button
    /// label or its title).
    case alert(text: String)
    /// `expect no alert`: no system alert is on screen at the line's time.
    case noAlert
    /// `always EXPR`: an invariant checked after every event of the run.
    case always(Expression)
    /// `always settled EXPR`: an invariant of what the app has heard, checked after every event at
    /// which no callback to the app is due (none scheduled, none held for a suspended app), so not
    /// in the few milliseconds between a change and the callback that tells the app.
    case alwaysSettled(Expression)
    /// `eventually EXPR by T`: holds at some moment no later than T.
    case eventually(Expression, by: SimInstant)

    /// The keyword that starts the expectation, for messages.
    public var keyword: String { ExpectationSyntax.entry(for: self)?.keyword ?? "" }
}
