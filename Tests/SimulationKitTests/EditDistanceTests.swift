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

    @Test("the nearest among many is the one measuring every candidate finds, far lengths skipped unmeasured")
    func nearestMatchesMeasuringEvery() {
        let words = ["Start run", "start", "Open Settings", "Allow", "Kelvin \u{212A}", "ünïcode", "", "x", "Retry"]
        let candidates = [
            "Start run", "Stop run", "Open Settings", "Shows where you are on the run map.", "Allow Once",
            "Don't Allow", "Allow While Using App", "", "k", "Ünïcode", "Retry later", "retyr",
        ]
        for word in words {
            for limit in [nil, 1, 2, 5, 40] as [Int?] {
                for start in candidates.indices {
                    let among = Array(candidates[start...]) + Array(candidates[..<start])
                    let bound = limit ?? min(3, max(1, word.count / 3))
                    let measured = among.map {
                        (candidate: $0, distance: EditDistance.between(word.lowercased(), $0.lowercased()))
                    }
                    let expected = measured.filter { $0.distance <= bound }.min { $0.distance < $1.distance }?.candidate
                    #expect(
                        EditDistance.nearest(to: word, among: among, maximumDistance: limit) == expected,
                        "\(word) \(among)")
                }
            }
        }
    }
}
