import AppModels
import LocationSystem

/// What a trace record says, typed: one case per record kind, each with the values it carries.
///
/// Readers (expectations, pictures, diagrams) match on these cases and their typed fields; the named
/// fields of the JSON Lines schema, and the text timeline built on them, are made from a payload only
/// when a record is written out (``fields``).
public enum TracePayload: Hashable, Sendable {
    /// A scenario line ran: its text as written and its line number.
    case step(text: String, line: Int)
    /// The app called the system; `ignored` says why the system did nothing, when it did nothing.
    case call(AppCall, ignored: String? = nil)
    /// A system alert was shown or answered.
    case alert(TraceAlert)
    /// The system delivered a callback to the app.
    case callback(TraceCallback)
    /// Keys of the app's UI and session that changed, each list sorted by key.
    case state(ui: [StateEntry], session: [StateEntry])
    /// An expectation's verdict.
    case expect(TraceVerdict)
    /// A device-log line, an event held or dropped, a fault switch.
    case log(TraceLog)
    /// The app's process changed (launched, backgrounded, crashed).
    case app(TraceAppChange)
    /// The system's own state changed, whether or not the app hears of it.
    case system(TraceSystemChange)
    /// Something could not happen.
    case error(TraceError)

    /// The record kind: the text timeline's source column and the schema's `kind`.
    public var kind: TraceRecord.Kind {
        switch self {
        case .step: return .step
        case .call: return .call
        case .alert: return .alert
        case .callback: return .callback
        case .state: return .state
        case .expect: return .expect
        case .log: return .log
        case .app: return .app
        case .system: return .system
        case .error: return .error
        }
    }
}
