import Testing

@testable import LocsimCLI

/// `journey-notifications` and the line each of `reminders`' bugs breaks in it: the file's `always`
/// lines relate what the app promises to what the system grants, in every timeline.
@Suite("journey-notifications: reminders passes every timeline, each of its bugs breaks its line")
struct NotificationsJourneyTests {
    static let path = "Scenarios/explore/journey-notifications.scenario"

    @Test("reminders: 0 violations over the whole space, the same at 1 and 2 jobs")
    func referencePasses() {
        let one = runLocsim(["explore", Self.path, "--jobs", "1"])
        #expect(one.status == .success)
        #expect(one.output.contains("violations: 0\n"))
        #expect(one.output.contains("bounds:            none reached; the exploration is complete\n"))
        #expect(runLocsim(["explore", Self.path, "--jobs", "2"]).output == one.output)
    }

    @Test(
        "each bug breaks the line that names its mistake",
        arguments: [
            (
                "provisional-expects-alert",
                "line 10: always settled not (app == foreground and ui.delivery == banners and notifications.alerts"
            ),
            ("asks-to-notify-at-launch", "line 11: always not (alert == notifications and session.reminders == 0)"),
        ])
    func bugsAreCaught(_ model: String, _ line: String) {
        let explored = runLocsim(["explore", Self.path, "--model", model, "--jobs", "1"])
        #expect(explored.status == .failure)
        #expect(explored.output.contains(line))
    }
}
