import Foundation
import LocsimCLI
import LocsimHost
import LocsimUIKit
import LocsimUserNotifications
import XCTest

/// Notifications through the UserNotifications facade (NOTIF-1 to NOTIF-7), and the APNs
/// registration through UIKit's, run by a reminders class written as for iOS.
final class UserNotificationsFacadeTests: XCTestCase {
    static let app = HostedApp(name: "reminder-scheduler") { ReminderScheduler() }
        .control("Add reminder") { $0.addReminder() }
        .control("Alert me") { $0.alertMe() }
        .control("Register") { $0.registerForPush() }

    func run(_ steps: String) throws -> LocsimRun {
        let scenario = """
            model reminder-scheduler
            \(steps)
            """
        return try ScenarioFolder.with(scenario) { _, path in try Locsim.run(path, app: Self.app) }
    }

    /// NOTIF-3, NOTIF-4, NOTIF-5: provisional first (no alert, quiet), then the alert on engaging
    func testProvisionalThenExplicit() throws {
        let run = try self.run(
            """
            0s      launch
            0.1s    expect ui.status == "notDetermined"
            1s      tap "Add reminder"
                    expect no alert
            1.1s    expect notifications == provisional
                    expect ui.delivery == "quiet"
                    expect ui.sounds == "disabled"
            2s      tap "Alert me"
                    expect alert == notifications
            3s      alert "Allow"
            3.1s    expect ui.delivery == "banners"
                    expect ui.sounds == "enabled"
            end 4s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// NOTIF-1, NOTIF-2, NOTIF-6: Don't Allow, then sounds back on in Settings read on return; the app keeps running
    func testDeniedThenSettingsReadOnReturn() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Alert me"
            2s      alert "Don't Allow"
            2.1s    expect ui.delivery == "off"
            3s      tap "Alert me"
                    expect no alert
            4s      settings notifications on
                    expect app == background
            5s      foreground
            5.1s    expect ui.delivery == "banners"
                    expect ui.status == "authorized"
            end 6s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// NOTIF-7: the token reaches the app delegate while notifications are undetermined
    func testRemoteRegistrationNeedsNoAuthorization() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Register"
                    expect no alert
            1.1s    expect ui.token == "32 bytes"
                    expect notifications == notDetermined
            end 2s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// Apple's raw values: UNAuthorizationStatus 0–4, UNNotificationSetting 0–2, UNAuthorizationOptions' bits
    func testRawValuesAreApples() {
        XCTAssertEqual(
            [UNAuthorizationStatus.notDetermined, .denied, .authorized, .provisional, .ephemeral].map(\.rawValue),
            [0, 1, 2, 3, 4])
        XCTAssertEqual([UNNotificationSetting.notSupported, .disabled, .enabled].map(\.rawValue), [0, 1, 2])
        XCTAssertEqual(
            [UNAuthorizationOptions.badge, .sound, .alert, .carPlay, .criticalAlert, .provisional].map(\.rawValue),
            [1, 2, 4, 8, 16, 64])
        XCTAssertEqual([UNAlertStyle.none, .banner, .alert].map(\.rawValue), [0, 1, 2])
    }
}
