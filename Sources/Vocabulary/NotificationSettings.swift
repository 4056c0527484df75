/// What `getNotificationSettings` hands the app (`UNNotificationSettings`): the authorization status
/// and each interaction's setting (NOTIF-5). The finer settings Apple declares follow from these
/// (``notificationCenterSetting``, ``lockScreenSetting``, ``alertStyle``), so the value stays four
/// small fields.
public struct NotificationSettings: Hashable, Sendable, CustomStringConvertible {
    /// `authorizationStatus`.
    public var authorizationStatus: NotificationAuthorizationStatus
    /// `alertSetting`.
    public var alertSetting: NotificationSetting
    /// `soundSetting`.
    public var soundSetting: NotificationSetting
    /// `badgeSetting`.
    public var badgeSetting: NotificationSetting

    /// Settings as given; by default those of an app that never asked.
    public init(
        authorizationStatus: NotificationAuthorizationStatus = .notDetermined,
        alertSetting: NotificationSetting = .notSupported, soundSetting: NotificationSetting = .notSupported,
        badgeSetting: NotificationSetting = .notSupported
    ) {
        self.authorizationStatus = authorizationStatus
        self.alertSetting = alertSetting
        self.soundSetting = soundSetting
        self.badgeSetting = badgeSetting
    }

    /// The setting of one interaction.
    public subscript(interaction: NotificationInteraction) -> NotificationSetting {
        get {
            switch interaction {
            case .alerts: return alertSetting
            case .sounds: return soundSetting
            case .badges: return badgeSetting
            }
        }
        set {
            switch interaction {
            case .alerts: alertSetting = newValue
            case .sounds: soundSetting = newValue
            case .badges: badgeSetting = newValue
            }
        }
    }

    /// `notificationCenterSetting`: provisional delivery goes to Notification Center alone (NOTIF-3);
    /// otherwise it follows the alerts switch.
    public var notificationCenterSetting: NotificationSetting {
        authorizationStatus == .provisional ? .enabled : alertSetting
    }

    /// `lockScreenSetting`: off while provisional (quiet delivery), else the alerts switch.
    public var lockScreenSetting: NotificationSetting {
        authorizationStatus == .provisional ? .disabled : alertSetting
    }

    /// Whether banners show (`alertStyle == .banner`): only with alerts enabled.
    public var showsBanners: Bool { alertSetting == .enabled }

    /// `provisional alert=disabled sound=notSupported badge=disabled`.
    public var description: String {
        "\(authorizationStatus) alert=\(alertSetting) sound=\(soundSetting) badge=\(badgeSetting)"
    }
}
