import LocsimUIKit
import LocsimUserNotifications
import Observation

/// A reminders screen as an iOS app writes it, with `import UIKit` and `import UserNotifications`
/// spelt as the facades: the first reminder asks for provisional authorization (completion handler),
/// engaging one asks explicitly (async), the settings are read after each answer and whenever the
/// app becomes active, and the app delegate registers for remote notifications and keeps the token.
@MainActor @Observable
final class ReminderScheduler: NSObject, UIApplicationDelegate {
    var delivery = "unknown"
    var status = "unread"
    var sounds = "unread"
    var reminders = 0
    var token = "none"
    @ObservationIgnored private var becameActive: (any NSObjectProtocol)?

    override init() {
        super.init()
        UIApplication.shared.delegate = self
        becameActive = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    func addReminder() {
        reminders += 1
        guard status == "notDetermined" else { return }
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge, .provisional]) {
            _, _ in
            DispatchQueue.main.async { self.refresh() }
        }
    }

    func alertMe() {
        Task {
            let center = UNUserNotificationCenter.current()
            _ = try? await center.requestAuthorization(options: [.alert, .sound, .badge])
            self.show(await center.notificationSettings())
        }
    }

    func registerForPush() {
        UIApplication.shared.registerForRemoteNotifications()
    }

    func refresh() {
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            DispatchQueue.main.async { self.show(settings) }
        }
    }

    func show(_ settings: UNNotificationSettings) {
        status = "\(settings.authorizationStatus)"
        sounds = "\(settings.soundSetting)"
        switch settings.authorizationStatus {
        case .notDetermined: delivery = "unknown"
        case .denied: delivery = "off"
        case .provisional: delivery = "quiet"
        case .authorized, .ephemeral: delivery = settings.alertStyle == .banner ? "banners" : "quiet"
        @unknown default: delivery = "unknown"
        }
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        token = "\(deviceToken.count) bytes"
    }
}
