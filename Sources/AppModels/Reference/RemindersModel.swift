import LocationSystem
import Vocabulary

/// Seed 002's FieldNote reminders: notifications asked for when a reminder becomes useful, quietly
/// first, and the interaction settings read rather than assumed.
///
/// Adding the first reminder asks for provisional authorization (NOTIF-3): no prompt, delivery to
/// Notification Center only, so the screen says reminders arrive quietly. Only when the user engages
/// a reminder ("Alert me") does the app ask explicitly (NOTIF-4, NOTIF-1), and the alert comes then,
/// in context. The app never infers delivery from `granted` or from the status alone: after every
/// answer, and whenever it becomes active (back from Settings, NOTIF-6), it reads the settings again
/// (NOTIF-5) and promises banners only while alerts are enabled. A refusal offers Settings.
public struct RemindersModel: AppModel {
    /// The mistakes the buggy variations make.
    struct Flaws: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// Provisional authorization read as a promise of banners and sounds (seed 002: provisional
        /// notifications must not be tested against an ordinary banner).
        static let provisionalExpectsAlert = Flaws(rawValue: 1 << 0)
        /// Notifications asked for explicitly at first launch, before any reminder exists.
        static let asksAtLaunch = Flaws(rawValue: 1 << 1)
    }

    /// What the screen promises about reminders' delivery.
    enum Delivery: String, CaseIterable, Hashable, Sendable {
        /// Nothing known yet (never asked, or not read).
        case unknown
        /// Notifications are off: reminders will not be seen.
        case off
        /// Delivered to Notification Center only: no banner, no sound.
        case quiet
        /// Banners (alerts enabled).
        case banners
    }

    /// Which request is in flight.
    enum Asking: String, CaseIterable, Hashable, Sendable {
        case none, provisional, explicit
    }

    /// The options the app uses: alerts, sounds and badges.
    static let options: NotificationOptions = [.alert, .sound, .badge]

    let flaws: Flaws
    var delivery = Delivery.unknown
    /// The status last read, nil before any read.
    var status: NotificationAuthorizationStatus?
    var asking = Asking.none
    var reminders = 0
    /// Whether the user asked for a reminder to alert them.
    var engaged = false

    /// The reference: no options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        self.init(flaws: [])
    }

    init(flaws: Flaws) {
        self.flaws = flaws
    }

    /// Reads the settings whenever it becomes active (at launch too) and after each answer.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        switch event {
        case .launched:
            if flaws.contains(.asksAtLaunch) { ask(.explicit, system: &system) }
        case .didBecomeActive:
            // At launch, and back from Settings: nothing tells the app about a change (NOTIF-6), so it
            // reads again (NOTIF-5).
            system.getNotificationSettings()
        case .notificationAuthorizationResult:
            // `granted` says nothing of banners or sounds: read what was granted.
            asking = .none
            system.getNotificationSettings()
        case .notificationSettings(let settings):
            status = settings.authorizationStatus
            delivery = deliveryPromised(by: settings)
        default:
            break
        }
    }

    /// Add reminder, Alert me (engages the latest reminder), Open Settings (when off).
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        switch label {
        case "Add reminder":
            reminders += 1
            // Quiet first: no prompt until a reminder is worth an interruption (NOTIF-3).
            if status == .notDetermined, asking == .none { ask(.provisional, system: &system) }
        case "Alert me":
            guard reminders > 0 else { return false }
            engaged = true
            if status == .notDetermined || status == .provisional, asking == .none { ask(.explicit, system: &system) }
        case "Open Settings":
            guard delivery == .off else { return false }
            system.openSettings()
        default:
            return false
        }
        return true
    }

    mutating func ask(_ kind: Asking, system: inout AppSystem) {
        asking = kind
        let options = kind == .provisional ? Self.options.union(.provisional) : Self.options
        system.requestNotificationAuthorization(options: options)
    }

    /// What the screen may promise from the settings read: banners only with alerts enabled.
    func deliveryPromised(by settings: NotificationSettings) -> Delivery {
        switch settings.authorizationStatus {
        case .notDetermined: return .unknown
        case .denied: return .off
        case .provisional: return flaws.contains(.provisionalExpectsAlert) ? .banners : .quiet
        case .authorized, .ephemeral: return settings.alertSetting == .enabled ? .banners : .quiet
        }
    }

    /// `delivery` and the one `button`.
    public var ui: [StateEntry] {
        [
            StateEntry("delivery", .text(delivery.rawValue)),
            StateEntry("button", .text(Self.button(for: delivery, engaged: engaged))),
        ]
    }

    /// The request in flight, the status last read, and how many reminders exist.
    public var session: [StateEntry] {
        [
            StateEntry("asking", .text(asking.rawValue)),
            StateEntry("status", .text(status?.name ?? "unread")),
            StateEntry("reminders", .number(Int64(reminders))),
        ]
    }

    /// The button a delivery shows.
    static func button(for delivery: Delivery, engaged: Bool) -> String {
        switch delivery {
        case .off: return "Open Settings"
        case .banners: return "none"
        case .unknown, .quiet: return engaged ? "none" : "Alert me"
        }
    }
}
