import LocationSystem
import SimulationKit
import Vocabulary

/// Seed 000's authorization holder: the request is a command, the status a stream, and the app keeps
/// its own record of the one request the system will not answer (the Always upgrade, AUTH-7/AUTH-8).
///
/// Why this shape: some answers produce no callback at all (Keep Only While Using, any request after
/// Don't Allow), so the UI renders the current status and never awaits "the answer". The status is
/// read synchronously at launch (LIFE-2: no flash of the wrong screen) and again on
/// `didBecomeActive` (SET-4: the callback on return from Settings is sometimes skipped). The
/// "asked for Always" flag lives in persisted storage (`askedForAlwaysLocation`) because the system's
/// once-per-install limit outlives the process.
///
/// Options: `needsAlways` (default `false`): the feature needs Always, so When In Use leads to the
/// upgrade offer, and after it to Settings.
///
/// UI keys, in order:
/// - `screen`: `Run` when the next step is `proceed`, otherwise `Location access`.
/// - `step`: the ``PermissionStep`` (`proceed`, `explainThenAsk`, `offerAlwaysUpgrade`,
///   `openAppSettings`, `turnOnLocationServices`, `explainRestriction`).
/// - `banner`: the explanation the user reads (before a request, the plist's own purpose string), or none.
/// - `button`: the control offered: `Start run`, `Allow background tracking`, `Open Settings`, or none.
///
/// Session keys: `status` (the last status read or heard, by name), `accuracy` (`full`/`reduced`),
/// `askedForAlways`, `callbacks` (authorization callbacks heard), `run` (`idle`/`started`),
/// `settingsOpened` (taps on Open Settings).
///
/// Taps: `Start run` (asks for When In Use in context when the status is undecided; starts the run
/// when access suffices), `Allow background tracking` (requestAlways, once), `Open Settings`.
///
/// ```
/// model authorization
/// 0s    launch
/// 1s    tap "Start run"          # the alert appears now, in context
/// 2s    alert "Allow While Using App"
/// 3s    expect ui.step == proceed
/// ```
public struct AuthorizationModel: AppModel, FoldHashable {
    /// The classic mistakes a variation of this model can switch on; the reference has none.
    struct Flaws: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// Any authorization callback counts as the user's answer, the AUTH-1 initial one included.
        static let initialCallbackIsAnswer = Flaws(rawValue: 1 << 0)
        /// After requestAlways the UI waits for a callback that Keep Only While Using never sends.
        static let awaitsAlwaysAnswer = Flaws(rawValue: 1 << 1)
        /// The first grant is stored and trusted forever, though Allow Once expires (AUTH-3).
        static let cachesGrant = Flaws(rawValue: 1 << 2)
    }

    /// The storage key of the "asked for Always" flag.
    public static let askedForAlwaysKey = "askedForAlwaysLocation"
    /// The storage key the grant-caching variation writes.
    static let cachedGrantKey = "locationGranted"

    /// Whether the feature needs Always.
    public let needsAlways: Bool
    let flaws: Flaws
    var manager: ManagerID?
    var status: AuthorizationStatus = .notDetermined
    var fullAccuracy = true
    var servicesEnabled = true
    var askedForAlways = false
    /// The purpose strings the banner quotes, read at launch.
    var purposes = PurposeTexts()
    var callbacks = 0
    var runStarted = false
    var settingsOpened = 0
    /// initialCallbackIsAnswer: a callback has arrived, so the app believes the user answered.
    var believesAnswered = false
    /// awaitsAlwaysAnswer: waiting for the answer to requestAlways.
    var awaitingAlways = false
    /// cachesGrant: the status remembered from the first grant.
    var cachedGrant: AuthorizationStatus?

    /// The flags, statuses and manager packed into one word, folded with the counts and the purpose
    /// strings' lengths (`HashFold`) and handed to the hasher once: a derived hash calls into the
    /// hasher once per field, and exploration hashes the model at every state it keeps. Equality
    /// compares every field.
    public func fold(into fold: inout HashFold) {
        var word = PackedWord()
        word.add(needsAlways)
        word.add(Int(flaws.rawValue), bits: 8)
        word.add(status.rawValue, bits: 8)
        word.add(cachedGrant.map(\.rawValue) ?? -1, bits: 8)
        word.add(fullAccuracy)
        word.add(servicesEnabled)
        word.add(askedForAlways)
        word.add(runStarted)
        word.add(believesAnswered)
        word.add(awaitingAlways)
        word.add(manager?.rawValue ?? -1, bits: 26)
        fold.add(word.value)
        fold.add(callbacks << 32 ^ settingsOpened)
        purposes.fold(into: &fold)
    }

    /// The reference model, configured by `needsAlways`.
    public init(options: ModelOptions) throws(ModelOptionError) {
        try self.init(options: options, flaws: [])
    }

    /// A model with some of the classic mistakes, for the buggy variations.
    init(options: ModelOptions, flaws: Flaws, needsAlwaysByDefault: Bool = false) throws(ModelOptionError) {
        needsAlways = try options.flag("needsAlways", default: needsAlwaysByDefault)
        self.flaws = flaws
    }

    /// The options `locsim models` lists.
    public static let options = [
        ModelOptionDescriptor(
            "needsAlways", default: "false", help: "The feature needs Always: offer the upgrade once, then Settings.")
    ]

    // MARK: Events

    /// Launch: create the manager and read the real status at once (LIFE-2); becoming active:
    /// re-read (SET-4); a callback: the stream's next value.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        _ = handleNotingChange(event, system: &system)
    }

    /// The model reacts to launches, to becoming active (it reads the status again) and to
    /// authorization callbacks, and to nothing else (``handleNotingChange(_:system:)``'s cases).
    public func ignores(_ event: AppEvent) -> Bool {
        switch event {
        case .launched, .didBecomeActive, .authorization: return false
        default: return true
        }
    }

    /// Handles `event` as ``handle(_:system:)`` does and tells whether it changed the model, each
    /// case beside what it changes: a run learns it without a copy of the model to compare with
    /// (``AppModel``'s way, a copy and a comparison of every field for each event it hands over).
    public mutating func handleNotingChange(_ event: AppEvent, system: inout AppSystem) -> Bool {
        switch event {
        case .launched:
            manager = system.createManager()
            askedForAlways = system.readStorage(Self.askedForAlwaysKey) == "true"
            purposes = PurposeTexts(system)
            if flaws.contains(.cachesGrant), let raw = system.readStorage(Self.cachedGrantKey) {
                cachedGrant = AuthorizationStatus(nameOrNumber: raw)
            }
            read(system)
            return true
        case .didBecomeActive:
            return read(system)
        case .authorization(_, let newStatus, let full):
            // Counted, so always a change.
            callbacks += 1
            status = newStatus
            fullAccuracy = full
            servicesEnabled = system.locationServicesEnabled
            awaitingAlways = false
            if flaws.contains(.initialCallbackIsAnswer) { believesAnswered = true }
            if flaws.contains(.cachesGrant), newStatus.isAuthorized, cachedGrant == nil {
                cachedGrant = newStatus
                system.writeStorage(Self.cachedGrantKey, newStatus.name)
            }
            return true
        default:
            return false
        }
    }

    /// Reads the status synchronously, as `CLLocationManager.authorizationStatus` answers; whether
    /// what it read differs from what the model held.
    @discardableResult
    mutating func read(_ system: AppSystem) -> Bool {
        let before = (status, fullAccuracy, servicesEnabled)
        status = system.authorizationStatus
        fullAccuracy = system.accuracyAuthorization == .full
        servicesEnabled = system.locationServicesEnabled
        return before != (status, fullAccuracy, servicesEnabled)
    }

    // MARK: Decisions

    /// The status the app acts on: the real one, or what a flawed app believes.
    var believedStatus: AuthorizationStatus {
        if let cachedGrant { return cachedGrant }
        if believesAnswered, status == .notDetermined { return .denied }
        return status
    }

    /// The access the decision reads.
    public var access: LocationAccess { LocationAccess(believedStatus, askedForAlways: askedForAlways) }

    /// What the screen offers next.
    public var step: PermissionStep {
        PermissionStep.next(for: access, servicesEnabled: servicesEnabled, needsAlways: needsAlways)
    }

    /// Whether requestWhenInUse can still show an alert (AUTH-9: only from 0).
    var canRequestWhenInUse: Bool { status == .notDetermined }

    /// Whether requestAlways can still show an alert: from 0, or once from When In Use (AUTH-8).
    var canRequestAlways: Bool {
        status == .notDetermined || (status == .authorizedWhenInUse && !askedForAlways)
    }

    // MARK: Taps

    /// `Start run`, `Allow background tracking`, `Open Settings`, when the screen shows them.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        guard let manager, !awaitingAlways else { return false }
        switch (label, step) {
        case ("Start run", .explainThenAsk):
            if canRequestWhenInUse { system.requestWhenInUseAuthorization(manager) }
            return true
        case ("Start run", .proceed):
            runStarted = true
            return true
        case ("Allow background tracking", .offerAlwaysUpgrade):
            requestAlways(manager, system: &system)
            return true
        case ("Open Settings", .openAppSettings), ("Open Settings", .turnOnLocationServices):
            settingsOpened += 1
            return true
        default:
            return false
        }
    }

    /// requestAlways, guarded and recorded: after it, no callback may ever say how it went.
    mutating func requestAlways(_ manager: ManagerID, system: inout AppSystem) {
        guard canRequestAlways else { return }
        askedForAlways = true
        system.writeStorage(Self.askedForAlwaysKey, "true")
        system.requestAlwaysAuthorization(manager)
        if flaws.contains(.awaitsAlwaysAnswer) { awaitingAlways = true }
    }

    // MARK: State

    /// `screen`, `step`, `banner`, `button`.
    public var ui: [StateEntry] {
        if awaitingAlways {
            return [
                StateEntry("screen", .text("Location access")), StateEntry("step", Self.waitingStep),
                StateEntry("banner", Self.waitingBanner), StateEntry("button", .none),
            ]
        }
        let step = self.step
        return [
            StateEntry("screen", .text(step == .proceed ? "Run" : "Location access")),
            StateEntry("step", .text(step.rawValue)),
            StateEntry("banner", Self.banner(for: step, purposes: purposes)),
            StateEntry("button", Self.button(for: step)),
        ]
    }

    /// The step the awaits-always-answer variation shows while it hangs.
    static let waitingStep = StateValue.text("waitingForAnswer")
    /// The banner the awaits-always-answer variation shows while it hangs.
    static let waitingBanner = StateValue.text("Waiting for your answer…")

    /// The explanation shown for a step: before a request, the plist's purpose string, if any.
    static func banner(for step: PermissionStep, purposes: PurposeTexts) -> StateValue {
        switch step {
        case .proceed: return .none
        case .explainThenAsk: return purposes.whenInUse.map(StateValue.text) ?? .none
        case .offerAlwaysUpgrade: return purposes.always.map(StateValue.text) ?? .none
        case .openAppSettings: return .text("Location is off for this app. Change it in Settings.")
        case .turnOnLocationServices: return .text("Location Services is off. Turn it on in Settings > Privacy.")
        case .explainRestriction: return .text("Location is restricted on this device.")
        }
    }

    /// The control offered for a step.
    static func button(for step: PermissionStep) -> StateValue {
        switch step {
        case .proceed, .explainThenAsk: return .text("Start run")
        case .offerAlwaysUpgrade: return .text("Allow background tracking")
        case .openAppSettings, .turnOnLocationServices: return .text("Open Settings")
        case .explainRestriction: return .none
        }
    }

    /// `status`, `accuracy`, `askedForAlways`, `callbacks`, `run`, `settingsOpened`.
    public var session: [StateEntry] {
        [
            StateEntry("status", .text(status.name)),
            StateEntry("accuracy", .text(fullAccuracy ? "full" : "reduced")),
            StateEntry("askedForAlways", .flag(askedForAlways)),
            StateEntry("callbacks", .number(Int64(callbacks))),
            StateEntry("run", .text(runStarted ? "started" : "idle")),
            StateEntry("settingsOpened", .number(Int64(settingsOpened))),
        ]
    }

    /// The upgrade is offered only while it can still appear (AUTH-8).
    public func invariantViolations(system: AppSystem) -> [String] {
        guard !awaitingAlways, step == .offerAlwaysUpgrade, askedForAlways else { return [] }
        return ["offers the Always upgrade after it was used (AUTH-8: it shows once per install)"]
    }

    /// The invariant reads the model's own steps and flags, nothing of the system.
    public static var invariantsReadSystem: Bool { false }
}
