import Replay
import Reports
import Testing

/// Every permission beyond location has its lane in the SVG and its machine in the Mermaid diagram,
/// in its framework's words, entered undecided.
@Suite("Permission lanes and machines")
struct PermissionLanesTests {
    static let scenario = """
        model recorder
        plist NSCameraUsageDescription "Attaches a photo."

        0s      launch
        1s      call requestAccess video
        2s      alert "OK"
        3s      call requestNotificationAuthorization alert provisional
        4s      call requestNotificationAuthorization alert
        5s      alert "Don't Allow"
        end 6s
        """

    @Test("the Mermaid diagram has a machine per permission that changed, from its undecided state")
    func mermaidMachines() throws {
        let run = try playScenario(Self.scenario)
        let text = MermaidDiagram.run(run.records).text
        for line in [
            "state \"camera\" as camera {", "camera_1 --> camera_2: alert 'OK' · CAM-1",
            "state \"notifications\" as notifications {", "state \"notDetermined\" as notifications_1",
            "notifications_1 --> notifications_2: call requestNotificationAuthorization alert provisional · NOTIF-3",
            "notifications_2 --> notifications_3: alert 'Don't Allow' · NOTIF-4",
        ] {
            #expect(text.contains(line), "missing \(line)\n\(text)")
        }
    }

    @Test("the SVG has a lane per permission that changed, with each status it held")
    func svgLanes() throws {
        let run = try playScenario(Self.scenario)
        let svg = SVGTimeline.render(header: run.header, records: run.records, outcome: run.outcome)
        for text in [">camera<", ">authorized<", ">notifications<", ">provisional<", ">denied<", ">notDetermined<"] {
            #expect(svg.contains(text), "missing \(text)")
        }
    }
}
