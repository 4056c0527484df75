import Foundation
import LocsimUIKit
import Testing

@testable import LocsimHost

/// The host posts lifecycle notifications by raw strings; the UIKit facade declares the names an
/// app observes. They must be the same strings, and UIKit's.
@Suite("The host's lifecycle names and states are the UIKit facade's, with Apple's values")
struct UIKitNamesTests {
    @Test("each notification the host posts is the facade's name, with UIKit's string")
    func notificationNames() {
        let facade: [LifecycleNotification: NSNotification.Name] = [
            .didFinishLaunching: UIApplication.didFinishLaunchingNotification,
            .willEnterForeground: UIApplication.willEnterForegroundNotification,
            .didBecomeActive: UIApplication.didBecomeActiveNotification,
            .willResignActive: UIApplication.willResignActiveNotification,
            .didEnterBackground: UIApplication.didEnterBackgroundNotification,
            .willTerminate: UIApplication.willTerminateNotification,
        ]
        #expect(facade.count == LifecycleNotification.allCases.count)
        for notification in LifecycleNotification.allCases {
            #expect(facade[notification] == notification.name)
            #expect(notification.rawValue == "UIApplication\(capitalized(notification))Notification")
        }
    }

    @Test("applicationState's cases and raw values are the host's")
    func states() {
        #expect(UIApplication.State.active.rawValue == 0)
        #expect(UIApplication.State.inactive.rawValue == 1)
        #expect(UIApplication.State.background.rawValue == 2)
        for state in ApplicationState.allCases {
            #expect(UIApplication.State(rawValue: state.rawValue).map { "\($0)" } == state.description)
        }
    }

    @Test("the Settings URL and the universal-links option key have UIKit's values")
    func settingsAndOptions() {
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        let key = UIApplication.OpenExternalURLOptionsKey.universalLinksOnly
        #expect(key.rawValue == "UIApplicationOpenURLOptionUniversalLinksOnly")
        #expect(UIApplication.OpenExternalURLOptionsKey("x") == UIApplication.OpenExternalURLOptionsKey(rawValue: "x"))
    }

    /// `didBecomeActive` as UIKit spells it inside the name: `DidBecomeActive`.
    private func capitalized(_ notification: LifecycleNotification) -> String {
        let name = "\(notification)"
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
