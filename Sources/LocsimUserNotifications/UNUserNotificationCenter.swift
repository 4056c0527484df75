import LocationSystem
import LocsimHost
import Vocabulary

/// The app's notification center as permission code meets it: asking for authorization (NOTIF-1 to
/// NOTIF-4) and reading the settings (NOTIF-5). Each completion runs on the main thread when the
/// system replies, whatever queue iOS would have used: locsim cannot place another queue's work on
/// its clock.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    override init() {
        super.init()
    }

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Asks for `options`: the alert while undecided (or from provisional without `.provisional`),
    /// nothing with `.provisional` or after a decision. `completionHandler` gets whether
    /// notifications are allowed, and no error.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let simulated = options.simulated
        guard let process = HostedProcess.current,
            process.call(
                "requestAuthorization(options:completionHandler:)",
                {
                    $0.requestNotificationAuthorization(options: simulated)
                }) != nil
        else {
            completionHandler(false, nil)
            return
        }
        process.await(.notificationAuthorization) { event in
            guard case .notificationAuthorizationResult(let granted) = event else { return }
            completionHandler(granted, nil)
        }
    }

    /// ``requestAuthorization(options:completionHandler:)`` awaited.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
        }
    }

    /// Reads the settings: `completionHandler` gets them as they stood when asked (NOTIF-5).
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        guard let process = HostedProcess.current,
            process.call("getNotificationSettings(completionHandler:)", { $0.getNotificationSettings() }) != nil
        else {
            completionHandler(UNNotificationSettings(NotificationSettings()))
            return
        }
        process.await(.notificationSettings) { event in
            guard case .notificationSettings(let settings) = event else { return }
            completionHandler(UNNotificationSettings(settings))
        }
    }

    /// ``getNotificationSettings(completionHandler:)`` awaited.
    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { continuation in
            getNotificationSettings { continuation.resume(returning: $0) }
        }
    }
}
