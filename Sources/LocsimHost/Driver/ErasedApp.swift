import AppModels

/// A ``HostedApp`` with its object type erased, so one driver type runs every team's class.
struct ErasedApp: Sendable {
    let make: @MainActor @Sendable () -> AnyObject
    let controls: [(label: String, action: @MainActor @Sendable (AnyObject) -> Void)]
    let ui: @MainActor @Sendable (AnyObject) -> [StateEntry]
    /// Whether ``ui`` reads the stored properties, which only the app's own code changes.
    let uiIsStoredProperties: Bool
    /// Nil when the app shows no session: the driver then reads nothing.
    let session: (@MainActor @Sendable (AnyObject) -> [StateEntry])?
    /// Nil when the app has no invariant.
    let violations: (@MainActor @Sendable (AnyObject) -> [String])?

    /// Erases `app`'s type: every closure casts the object back (it is always one `make` made).
    init<App: AnyObject>(_ app: HostedApp<App>) {
        make = app.make
        controls = app.controls.map { control in
            let action = control.action
            return (control.label, { object in action(object as! App) })
        }
        let readUI = app.readUI
        let readSession = app.readSession
        let invariants = app.invariants
        ui = { readUI($0 as! App) }
        uiIsStoredProperties = app.uiIsStoredProperties
        if let readSession {
            session = { readSession($0 as! App) }
        } else {
            session = nil
        }
        if invariants.isEmpty {
            violations = nil
        } else {
            // Erased here, once: walking the generic `(message, holds)` pairs at every check would
            // instantiate their tuple type's metadata each time.
            let messages = invariants.map(\.message)
            let checks: [@MainActor @Sendable (AnyObject) -> Bool] = invariants.map { invariant in
                let holds = invariant.holds
                return { holds($0 as! App) }
            }
            violations = { object in
                var broken: [String] = []
                for index in checks.indices where !checks[index](object) { broken.append(messages[index]) }
                return broken
            }
        }
    }
}
