import AppModels
import LocationSystem

/// What a run holds in place of an app before launch and after termination: it shows nothing and
/// does nothing. The run keeps its app as a plain existential with this standing for none, rather
/// than an optional one: a method called on an existential inside an optional is called on a copy
/// of it (made and destroyed through the runtime's generic value witnesses), and a run calls its
/// app's methods at every state change, hash and check.
struct NoApp: AppDriver {
    mutating func handle(_ event: AppEvent, system: inout AppSystem) {}

    mutating func handleNotingChange(_ event: AppEvent, system: inout AppSystem) -> Bool { false }

    mutating func tap(_ label: String, system: inout AppSystem) -> Bool { false }

    var ui: [StateEntry] { [] }

    var session: [StateEntry] { [] }

    func invariantViolations(system: AppSystem) -> [String] { [] }

    static var invariantsReadSystem: Bool { true }

    static var branching: AppBranching { .fork }

    func hashState(into hasher: inout Hasher) {}

    func isSameState(as other: any AppDriver) -> Bool { other is NoApp }
}
