import Vocabulary

/// The app's notification settings when it asked (NOTIF-5): the authorization status and what each
/// interaction may do. Settings the system does not simulate read `notSupported`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    private let settings: NotificationSettings

    init(_ settings: NotificationSettings) {
        self.settings = settings
    }

    /// Whether the app may post notifications.
    open var authorizationStatus: UNAuthorizationStatus { UNAuthorizationStatus(settings.authorizationStatus) }
    /// Sounds.
    open var soundSetting: UNNotificationSetting { UNNotificationSetting(settings.soundSetting) }
    /// Badges.
    open var badgeSetting: UNNotificationSetting { UNNotificationSetting(settings.badgeSetting) }
    /// Alerts (Lock Screen, Notification Center, banners).
    open var alertSetting: UNNotificationSetting { UNNotificationSetting(settings.alertSetting) }
    /// Notification Center: on for provisional delivery (NOTIF-3), else with alerts.
    open var notificationCenterSetting: UNNotificationSetting {
        UNNotificationSetting(settings.notificationCenterSetting)
    }
    /// The Lock Screen: off for provisional delivery, else with alerts.
    open var lockScreenSetting: UNNotificationSetting { UNNotificationSetting(settings.lockScreenSetting) }
    /// CarPlay (not simulated).
    open var carPlaySetting: UNNotificationSetting { .notSupported }
    /// Critical alerts (not simulated).
    open var criticalAlertSetting: UNNotificationSetting { .notSupported }
    /// Banners while alerts are enabled, none otherwise.
    open var alertStyle: UNAlertStyle { settings.showsBanners ? .banner : .none }
}
