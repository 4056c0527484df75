import LocationSystem
import Vocabulary

/// The model that does nothing of its own: it calls the system only when a scenario scripts a `call`
/// step, and counts what it hears. It is how a scenario observes the system's rules bare, without
/// any app logic in the way, and the runner's default when a scenario names no model.
public struct RecorderModel: AppModel {
    /// How many events the app has heard since launch.
    var heard = 0
    /// The kind of the last event heard (`authorization`, `failure`, …).
    var lastEvent = "none"
    /// The status of the last authorization callback, if any arrived.
    var lastStatus: AuthorizationStatus?

    /// The recorder takes no options.
    public init(options: ModelOptions) throws(ModelOptionError) {}

    /// Counts the event and remembers its kind; never calls the system.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        heard += 1
        lastEvent = event.kind
        if case .authorization(_, let status, _) = event {
            lastStatus = status
        }
    }

    /// The recorder has no UI.
    public var ui: [StateEntry] { [] }

    /// `heard`, `last` and `lastStatus`, for expectations on what reached the app.
    public var session: [StateEntry] {
        [
            StateEntry("heard", .number(Int64(heard))),
            StateEntry("last", .text(lastEvent)),
            StateEntry("lastStatus", lastStatus.map { .text($0.name) } ?? .none),
        ]
    }
}
