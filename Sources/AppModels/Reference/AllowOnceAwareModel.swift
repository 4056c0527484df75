import LocationSystem
import SimulationKit

/// Seed 000's exercise: the authorization holder, extended to tell Allow Once from Allow While Using
/// App after the fact, so a user who chose Allow Once is asked again, in context, the next time they
/// start a run — never sent to Settings for a permission that only expired.
///
/// Why: both answers report 4 (AUTH-3). An app that reads a later 0 as "the user took it away" sends
/// them to Settings, although the alert can simply appear again. This model records when the app
/// went to the background and, when 0 arrives there after a When In Use grant, marks the grant as
/// temporary (``GrantHistory``, a pure function). The verdict is persisted (`lastGrantWasAllowOnce`)
/// so a relaunch after the expiry knows it too.
///
/// Options: `needsAlways` (default `false`), as `authorization`.
///
/// UI keys: those of `authorization` (`screen`, `step`, `banner`, `button`); after an expired Allow
/// Once the banner says so and the button stays `Start run`.
///
/// Session keys: those of `authorization`, then `grant` (`noGrant`, `granted`, `allowOnce`,
/// `withdrawn`) and `expiredAfter_ms` (how long after backgrounding the grant expired, or none).
///
/// Taps: as `authorization`; `Start run` after an expired Allow Once asks again at once.
public struct AllowOnceAwareModel: AppModel {
    /// The storage key of the persisted verdict.
    public static let allowOnceKey = "lastGrantWasAllowOnce"
    /// At most this many events are kept since the last grant (a limit on everything).
    static let historyLimit = 32

    /// The authorization holder this extends.
    var base: AuthorizationModel
    var history: [GrantHistory.Event] = []
    var expiredAllowOnce = false
    var expiredAfter: SimDuration?

    /// Takes `authorization`'s options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = try AuthorizationModel(options: options)
    }

    /// Everything the authorization holder does, plus the grant's history.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        base.handle(event, system: &system)
        switch event {
        case .launched:
            expiredAllowOnce = system.readStorage(Self.allowOnceKey) == "true"
            note(.status(system.authorizationStatus), at: system.now)
        case .didEnterBackground:
            note(.background, at: system.now)
        case .didBecomeActive:
            note(.foreground, at: system.now)
        case .authorization(_, let status, _):
            note(.status(status), at: system.now)
            judge(system: &system)
        default:
            break
        }
    }

    /// Keeps an event, from the last grant on, within the limit.
    mutating func note(_ kind: GrantHistory.Event.Kind, at time: SimInstant) {
        if kind == .status(.authorizedWhenInUse) { history = [] }
        history.append(GrantHistory.Event(time: time, kind: kind))
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }

    /// Updates and persists the verdict after a status change.
    mutating func judge(system: inout AppSystem) {
        switch GrantHistory.classify(history) {
        case .allowOnce(let after):
            if !expiredAllowOnce { system.writeStorage(Self.allowOnceKey, "true") }
            expiredAllowOnce = true
            expiredAfter = after
        case .granted, .withdrawn:
            if expiredAllowOnce { system.writeStorage(Self.allowOnceKey, nil) }
            expiredAllowOnce = false
            expiredAfter = nil
        case .noGrant:
            break
        }
    }

    /// As `authorization`: `Start run` asks in context whenever the alert can appear.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        base.tap(label, system: &system)
    }

    /// The banner after an Allow Once expired.
    static let expiredBanner = StateValue.text("You allowed location once. Start a run to allow it again.")

    /// `authorization`'s UI, with the Allow Once explanation when it applies.
    public var ui: [StateEntry] {
        guard expiredAllowOnce, base.step == .explainThenAsk else { return base.ui }
        return base.ui.map { entry in
            entry.key == "banner"
                ? StateEntry("banner", Self.expiredBanner) : entry
        }
    }

    /// `authorization`'s session, then `grant` and `expiredAfter_ms`.
    public var session: [StateEntry] {
        let verdict: String
        switch GrantHistory.classify(history) {
        case .noGrant: verdict = expiredAllowOnce ? "allowOnce" : "noGrant"
        case .granted: verdict = "granted"
        case .allowOnce: verdict = "allowOnce"
        case .withdrawn: verdict = "withdrawn"
        }
        return base.session + [
            StateEntry("grant", .text(verdict)),
            StateEntry("expiredAfter_ms", expiredAfter.map { .number($0.microseconds / 1_000) } ?? .none),
        ]
    }

    /// `authorization`'s invariant, plus: an expired Allow Once never leads to Settings.
    public func invariantViolations(system: AppSystem) -> [String] {
        var broken = base.invariantViolations(system: system)
        if expiredAllowOnce, base.status == .notDetermined, base.step == .openAppSettings {
            broken.append("sends the user to Settings after Allow Once expired; the alert can appear again")
        }
        return broken
    }

    /// The invariants read the model's own state and its base's, nothing of the system.
    public static var invariantsReadSystem: Bool { false }
}
