import LocationSystem
import SimulationKit
import Testing
import Vocabulary

/// Notifications. Nothing here was measured: the figures are Apple's documentation (D) and locsim's
/// assumptions (A), as the catalog says.
@Suite("NOTIF: notifications")
struct NotificationsTests {
    /// An app with no purpose strings at all: notifications need none.
    static func harness(_ configure: (inout SimulationConfiguration) -> Void = { _ in }) -> Harness {
        Harness {
            $0.plist = InfoPlist()
            configure(&$0)
        }
    }

    static func results(_ harness: Harness) -> [(rule: RuleID?, event: AppEvent)] {
        harness.deliveries.filter { $0.event.kind == "notificationAuthorizationResult" }.map { ($0.rule, $0.event) }
    }

    static func stored(_ harness: Harness) -> NotificationSettings {
        harness.simulation.state.privacy.notifications.settings
    }

    @Test(
        "NOTIF-1: one alert with the system's words and no purpose string; requests wait; Allow grants what was asked")
    func notif1_alertOnce() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestNotificationAuthorization(options: [.alert, .sound]) }
        harness.app(at: "1.5s") { $0.requestNotificationAuthorization(options: [.alert, .badge]) }
        #expect(harness.alertsShown.count == 1)
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .notifications && alert.rule == .notif1)
        #expect(alert.title == "\u{201C}Host\u{201D} Would Like to Send You Notifications")
        #expect(alert.buttons == ["Don\u{2019}t Allow", "Allow"])
        #expect(alert.message(in: harness.simulation.state.plist).hasPrefix("Notifications may include alerts"))
        harness.run(until: "10s")
        #expect(Self.results(harness).isEmpty)
        harness.at("10s") { try $0.answerAlert("Allow") }
        harness.run(until: "11s")
        let results = Self.results(harness)
        #expect(results.count == 2)
        #expect(
            results.allSatisfy { $0.event == .notificationAuthorizationResult(granted: true) && $0.rule == .notif1 })
        #expect(
            Self.stored(harness)
                == NotificationSettings(
                    authorizationStatus: .authorized, alertSetting: .enabled, soundSetting: .enabled,
                    badgeSetting: .enabled))
    }

    @Test("NOTIF-1: the completion is asynchronous: it comes after replyDelay, never at the answer's instant")
    func notif1_asynchronousCompletion() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestNotificationAuthorization(options: [.alert]) }
        harness.at("2s") { try $0.answerAlert("Don't Allow") }
        #expect(Self.results(harness).isEmpty)
        harness.run(until: "3s")
        let delivery = try #require(harness.deliveries.last)
        #expect(delivery.event == .notificationAuthorizationResult(granted: false))
        let delay = delivery.time - Harness.t("2s")
        #expect(harness.simulation.profile.replyDelay.closedRange.contains(delay))
    }

    @Test("NOTIF-2: after a decision a request shows nothing, gets the stored answer and adds no option")
    func notif2_decided() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestNotificationAuthorization(options: [.alert]) }
        harness.at("2s") { try $0.answerAlert("Allow") }
        harness.app(at: "3s") { $0.requestNotificationAuthorization(options: [.alert, .sound, .badge]) }
        harness.run(until: "4s")
        #expect(harness.alertsShown.count == 1)
        #expect(Self.results(harness).last?.rule == .notif2)
        #expect(Self.results(harness).last?.event == .notificationAuthorizationResult(granted: true))
        #expect(
            Self.stored(harness).soundSetting == .notSupported && Self.stored(harness).badgeSetting == .notSupported)
    }

    @Test("NOTIF-3: provisional shows no alert, reads provisional at once, and delivers quietly")
    func notif3_provisional() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestNotificationAuthorization(options: [.alert, .sound, .provisional]) }
        #expect(harness.simulation.state.alert == nil && harness.alertsShown.isEmpty)
        let settings = Self.stored(harness)
        #expect(settings.authorizationStatus == .provisional)
        #expect(settings.alertSetting == .disabled && settings.soundSetting == .disabled)
        #expect(settings.badgeSetting == .notSupported && !settings.showsBanners)
        #expect(settings.notificationCenterSetting == .enabled && settings.lockScreenSetting == .disabled)
        harness.run(until: "2s")
        #expect(Self.results(harness).map(\.rule) == [.notif3])
        #expect(Self.results(harness).first?.event == .notificationAuthorizationResult(granted: true))
    }

    @Test("NOTIF-4: from provisional an explicit request shows the alert; Allow enables every option asked")
    func notif4_upgrade() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestNotificationAuthorization(options: [.badge, .provisional]) }
        harness.app(at: "2s") { $0.requestNotificationAuthorization(options: [.badge, .provisional]) }
        #expect(harness.alertsShown.isEmpty)
        harness.app(at: "3s") { $0.requestNotificationAuthorization(options: [.alert]) }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .notifications && alert.rule == .notif4)
        harness.at("4s") { try $0.answerAlert("Allow") }
        #expect(
            Self.stored(harness)
                == NotificationSettings(
                    authorizationStatus: .authorized, alertSetting: .enabled, soundSetting: .notSupported,
                    badgeSetting: .enabled))
    }

    @Test("NOTIF-5: the settings come asynchronously, as they stood when asked")
    func notif5_settingsRead() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.getNotificationSettings() }
        #expect(harness.deliveries.filter { $0.event.kind == "notificationSettings" }.isEmpty)
        harness.run(until: "2s")
        let read = harness.deliveries.last
        #expect(read?.event == .notificationSettings(NotificationSettings()) && read?.rule == .notif5)
    }

    @Test("NOTIF-6: Settings turns notifications and each asked-for interaction; no callback; the app runs on")
    func notif6_settings() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        #expect(throws: StepError.self) { _ = try harness.simulation.setNotifications(.allow(true)) }
        harness.app(at: "1s") { $0.requestNotificationAuthorization(options: [.alert, .sound]) }
        harness.at("2s") { try $0.answerAlert("Allow") }
        harness.at("4s") { try $0.background() }
        let heard = harness.deliveries.count
        harness.at("5s") { try $0.setNotifications(.allow(false)) }
        #expect(harness.simulation.state.app.lifecycle == .background && harness.records.last?.rule == .notif6)
        #expect(Self.stored(harness).authorizationStatus == .denied && Self.stored(harness).alertSetting == .disabled)
        harness.at("6s") { try $0.setNotifications(.interaction(.sounds, false)) }
        harness.at("7s") { try $0.setNotifications(.allow(true)) }
        #expect(
            Self.stored(harness)
                == NotificationSettings(
                    authorizationStatus: .authorized, alertSetting: .enabled, soundSetting: .disabled,
                    badgeSetting: .notSupported))
        #expect(throws: StepError.self) { _ = try harness.simulation.setNotifications(.interaction(.badges, true)) }
        harness.run(until: "20s")
        #expect(harness.deliveries.count == heard)
        #expect(harness.simulation.state.app.lifecycle == .background)
    }

    @Test("NOTIF-6: from provisional, turning an interaction on makes delivery prominent")
    func notif6_provisionalPromoted() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestNotificationAuthorization(options: [.alert, .sound, .provisional]) }
        harness.at("2s") { try $0.setNotifications(.allow(true)) }
        #expect(Self.stored(harness).authorizationStatus == .provisional)
        harness.at("3s") { try $0.setNotifications(.interaction(.alerts, true)) }
        #expect(Self.stored(harness).authorizationStatus == .authorized && Self.stored(harness).showsBanners)
        #expect(Self.stored(harness).soundSetting == .disabled)
    }

    @Test("NOTIF-7: remote registration gives the same token whatever the status, with no alert")
    func notif7_remoteRegistration() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.registerForRemoteNotifications() }
        harness.app(at: "2s") { $0.requestNotificationAuthorization(options: [.alert]) }
        harness.at("3s") { try $0.answerAlert("Don't Allow") }
        harness.app(at: "4s") { $0.registerForRemoteNotifications() }
        harness.run(until: "5s")
        let tokens = harness.deliveries.filter { $0.event.kind == "remoteNotificationsRegistered" }
        #expect(tokens.count == 2 && tokens.allSatisfy { $0.rule == .notif7 })
        #expect(tokens.first?.event == tokens.last?.event)
        if case .remoteNotificationsRegistered(let token) = tokens.first?.event {
            #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        } else {
            Issue.record("no token")
        }
        #expect(harness.alertsShown.count == 1 && Self.stored(harness).authorizationStatus == .denied)
    }

    @Test("NOTIF-8: an App Clip with the ephemeral key reads ephemeral from launch; other apps do not")
    func notif8_ephemeral() {
        var clip = Self.harness { $0.plist = InfoPlist(entries: [InfoPlist.ephemeralNotificationsKey: "YES"]) }
        clip.at("0s") { try $0.launch() }
        #expect(Self.stored(clip).authorizationStatus == .ephemeral && clip.records.first?.rule == .notif8)
        clip.app(at: "1s") { $0.requestNotificationAuthorization(options: [.alert]) }
        clip.run(until: "2s")
        #expect(clip.alertsShown.isEmpty)
        #expect(Self.results(clip).first?.event == .notificationAuthorizationResult(granted: true))
        var app = Self.harness()
        app.at("0s") { try $0.launch() }
        #expect(Self.stored(app).authorizationStatus == .notDetermined)
    }
}
