import AppModels
import Foundation

/// A team's own app object — its real `CLLocationManagerDelegate` class — registered so scenarios
/// can run it like a model (`model nearby`):
///
/// ```swift
/// let nearby = HostedApp(name: "nearby", summary: "the Nearby screen") { NearbyViewModel() }
///     .control("Enable location") { $0.enableLocationTapped() }
///     .invariant("a denied user is offered Settings") { $0.status != .denied || $0.showsSettingsButton }
/// LocsimCommandLine(extraModels: [nearby.descriptor]).main()
/// ```
///
/// A fresh object is made by `make` at every launch, on the main thread (where the app's code
/// runs on iOS). What the user sees is read from its plain stored properties (``ReflectedState``)
/// unless ``ui(_:)`` says otherwise. An object cannot be copied, so exploration re-runs each
/// timeline from time zero with fresh objects (``AppBranching/replay``).
public struct HostedApp<App: AnyObject>: Sendable {
    /// The name scenarios use.
    public let name: String
    /// One line for `locsim models`.
    public let summary: String
    let make: @MainActor @Sendable () -> App
    var controls: [(label: String, action: @MainActor @Sendable (App) -> Void)] = []
    var readUI: @MainActor @Sendable (App) -> [StateEntry] = { ReflectedState.entries(ofObject: $0) }
    /// Whether the UI is the object's stored properties (no ``ui(_:)``): they change only while the
    /// app's code runs, so the driver reads them again only after an event or a tap.
    var uiIsStoredProperties = true
    /// What the feature holds; nil (nothing, never read) unless ``session(_:)`` says.
    var readSession: (@MainActor @Sendable (App) -> [StateEntry])?
    var invariants: [(message: String, holds: @MainActor @Sendable (App) -> Bool)] = []

    /// An app made by `make` at each launch.
    public init(name: String, summary: String = "", make: @escaping @MainActor @Sendable () -> App) {
        self.name = name
        self.summary = summary
        self.make = make
    }

    /// A control a scenario can `tap "label"`: `action` is what the button does in the app.
    public func control(_ label: String, _ action: @escaping @MainActor @Sendable (App) -> Void) -> Self {
        var app = self
        app.controls.append((label, action))
        return app
    }

    /// What the user sees, read by `read` instead of from the stored properties.
    public func ui(_ read: @escaping @MainActor @Sendable (App) -> [StateEntry]) -> Self {
        var app = self
        app.readUI = read
        app.uiIsStoredProperties = false
        return app
    }

    /// What the feature holds (`session.…` in expectations); empty unless given.
    public func session(_ read: @escaping @MainActor @Sendable (App) -> [StateEntry]) -> Self {
        var app = self
        app.readSession = read
        return app
    }

    /// A rule of the app's own, checked after every event; `message` names it when broken.
    public func invariant(_ message: String, _ holds: @escaping @MainActor @Sendable (App) -> Bool) -> Self {
        var app = self
        app.invariants.append((message, holds))
        return app
    }

    /// The app as every locsim command knows a model.
    public var descriptor: ModelDescriptor {
        let erased = ErasedApp(self)
        return ModelDescriptor(
            driver: ObjectAppDriver.self, name: name, summary: summary,
            source: "an object app (\(String(describing: App.self)))"
        ) { _ in ObjectAppDriver(erased) }
    }
}
