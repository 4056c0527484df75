import Testing

@testable import SimulationKit

@Suite("EditDistance: the suggestions behind every \"Did you mean\"")
struct EditDistanceTests {
    @Test(
        "distances",
        arguments: [
            ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("run", "run", 0), ("rn", "run", 1),
            ("rnu", "run", 1), ("backgorund", "background", 1),
        ]
            as [(String, String, Int)])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
    }

    @Test("the nearest word wins; ties go to the first listed; far words suggest nothing")
    func nearest() {
        #expect(EditDistance.nearest(to: "backgorund", among: ["foreground", "background"]) == "background")
        #expect(EditDistance.nearest(to: "rn", among: ["run", "rules"]) == "run")
        #expect(EditDistance.nearest(to: "xyz", among: ["run", "test"]) == nil)
        #expect(EditDistance.nearest(to: "tst", among: ["test", "tast"]) == "test")
        #expect(EditDistance.nearest(to: "RUN", among: ["run"]) == "run")
    }
}
