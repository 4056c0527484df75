import AppModels
import Foundation
import LocationSystem

/// Runs a ``HostedApp``'s object for one launch: makes it at `launched`, hands it the system's
/// events through the facades, and reads what it shows.
///
/// App code runs on the main thread, as on iOS (view models are often `@MainActor`); called on
/// another thread the driver runs nothing and reports it, rather than break the app's isolation.
/// Unchecked Sendable: a run owns its driver and runs on one thread.
final class ObjectAppDriver: AppDriver, @unchecked Sendable {
    static var branching: AppBranching { .replay }

    private let definition: ErasedApp
    private let process = HostedProcess()
    private var object: AnyObject?
    /// What the object showed and which of its invariants it broke when last read, while the app's
    /// code has not run since (stored-property UIs only: they change only while it runs).
    private var shown: (ui: [StateEntry], broken: [String])?

    /// A driver for one run of `app` (erased once, when the app was registered).
    init(_ app: ErasedApp) {
        definition = app
    }

    /// The run is over: the process dies, and with it the observers its object registered.
    deinit {
        if let object { ObserverTokens.remove(heldBy: object) }
    }

    func handle(_ event: AppEvent, system: inout AppSystem) {
        shown = nil
        if case .launched = event { checkMainQueue() }
        if case .launched(launchCount: 1, _) = event { StandardDefaults.reset() }
        onMainThread(doing: event.kind) {
            process.hosting(&system) {
                onCheckedMainActor {
                    if case .launched = event, object == nil { object = definition.make() }
                    process.dispatch(event)
                    // An observer on the main queue would wait for this block forever where the
                    // queue cannot be drained (reported at launch), so nothing is posted there.
                    if canDrain { process.lifecycle.post(event) }
                    if case .terminated = event, let ended = object {
                        ObserverTokens.remove(heldBy: ended)
                        object = nil
                    }
                }
                drainMainQueue()
            }
        }
    }

    func tap(_ label: String, system: inout AppSystem) -> Bool {
        guard object != nil, let action = definition.controls.first(where: { $0.label == label })?.action else {
            return false
        }
        shown = nil
        onMainThread(doing: "tap \"\(label)\"") {
            process.hosting(&system) {
                onCheckedMainActor { if let object = self.object { action(object) } }
                drainMainQueue()
            }
        }
        return true
    }

    var ui: [StateEntry] {
        if let shown { return shown.ui }
        guard object != nil, MainQueue.isMainActorContext else { return [] }
        guard definition.uiIsStoredProperties else { return reading { self.object.map(definition.ui) ?? [] } }
        return readShown().ui
    }

    /// Reads the UI and the broken invariants together, in one pass on the main actor, and keeps
    /// them until the app's code runs again. Both read only the object and the getters, which answer
    /// from the system as the app's last event left it.
    private func readShown() -> (ui: [StateEntry], broken: [String]) {
        let read = reading {
            self.object.map { (definition.ui($0), definition.violations?($0) ?? []) } ?? ([], [])
        }
        shown = read
        return read
    }

    var session: [StateEntry] {
        guard let read = definition.session, object != nil, MainQueue.isMainActorContext else { return [] }
        return reading { self.object.map(read) ?? [] }
    }

    func invariantViolations(system: AppSystem) -> [String] {
        var violations = process.takeMisuses()
        if let check = definition.violations, object != nil, MainQueue.isMainActorContext {
            if let shown {
                if !shown.broken.isEmpty { violations += shown.broken }
            } else if definition.uiIsStoredProperties {
                violations += readShown().broken
            } else {
                violations += reading { self.object.map(check) ?? [] }
            }
        }
        return violations
    }

    /// A driver is an object: only itself is in its state, so merging never joins two timelines.
    func hashState(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    func isSameState(as other: any AppDriver) -> Bool { (other as? ObjectAppDriver) === self }

    /// Whether this run can drain the main queue; decided at launch, reported there once if not.
    private var canDrain = true

    /// Checks at launch that the app's `DispatchQueue.main` work can be run after each event
    /// (the main thread, outside a main-queue block): where it cannot (a Swift Testing test on
    /// Linux), that work would run after the whole run, so the run says so once instead.
    private func checkMainQueue() {
        do {
            try MainQueue.check()
        } catch {
            canDrain = false
            process.reportMisuse(
                "the app's DispatchQueue.main work cannot run on locsim's clock here: \(error);"
                    + " run object apps from the locsim command, an XCTest test, or Locsim.run with an executable")
        }
    }

    /// Runs what the app put on the main queue while it handled the event, in order, to the end,
    /// while the event's system handle is still open (so the blocks' calls are part of the event).
    private func drainMainQueue() {
        guard canDrain else { return }
        do {
            try MainQueue.drain()
        } catch {
            process.reportMisuse("DispatchQueue.main: \(error)")
        }
    }

    /// Reads the object on the main actor with its process current, so a getter it calls
    /// (`UIApplication.shared.applicationState`, `manager.authorizationStatus`) answers for this run.
    private func reading<Value: Sendable>(_ read: @MainActor () -> Value) -> Value {
        process.reading { onCheckedMainActor { read() } }
    }

    /// Runs `body` on the main thread, or reports that it could not.
    private func onMainThread(doing what: String, _ body: () -> Void) {
        guard MainQueue.isMainActorContext else {
            process.reportMisuse("\(what): an object app runs on the main thread, and locsim was called on another")
            return
        }
        body()
    }
}
