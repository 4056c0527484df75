import LocationSystem
import LocsimHost

/// The app delegate's remote-notification methods: the only part of `UIApplicationDelegate` the
/// system calls in locsim (NOTIF-7). Both have empty defaults, as Apple's optional methods do.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Registration with APNs succeeded: `deviceToken` is the device's token for the app.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registration failed (never, in locsim: the entitlement and network are not simulated).
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
}

extension UIApplicationDelegate {
    /// Nothing: the method is optional.
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    /// Nothing: the method is optional.
    public func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
}

extension UIApplication {
    /// Registers with APNs (NOTIF-7): kept apart from notification authorization, it succeeds
    /// whatever the user decided, and the delegate at the time of the reply hears the token.
    public func registerForRemoteNotifications() {
        guard let process = HostedProcess.current,
            process.call("registerForRemoteNotifications()", { $0.registerForRemoteNotifications() }) != nil
        else { return }
        process.await(.remoteNotifications) { event in
            guard case .remoteNotificationsRegistered(let token) = event else { return }
            MainActor.assumeIsolated {
                let data = Self.bytes(ofHex: token)
                self.delegate?.application(self, didRegisterForRemoteNotificationsWithDeviceToken: data)
            }
        }
    }

    /// The token's bytes from its hex digits.
    nonisolated static func bytes(ofHex text: String) -> Data {
        var data = Data()
        var index = text.startIndex
        while index < text.endIndex, let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex) {
            if let byte = UInt8(text[index..<next], radix: 16) { data.append(byte) }
            index = next
        }
        return data
    }
}
