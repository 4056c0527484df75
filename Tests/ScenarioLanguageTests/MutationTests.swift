import SimulationKit
import Testing

@testable import ScenarioLanguage

/// Thousands of damaged scenarios, reproducibly: every one must give a Scenario or errors, never trap.
@Suite struct MutationTests {
    static let seedTexts: [String] = [
        RoundTripTests.kitchenSink,
        "0s launch\n1s tap \"Start run\"\n8.7s alert \"Allow Once\"\n10s background\n+2s foreground\nend 40s\n",
        "set initialCallbackDelay 2ms..9ms\n0s launch\n5s..20s step 1s background\n"
            + "        expect callback authorization status=0 between 27s and 29s\n",
    ]

    /// Byte flips, deletions, insertions, truncations, duplications and splices, chosen by SplitMix64.
    static func mutate(_ bytes: [UInt8], with random: inout SplitMix64, donors: [[UInt8]]) -> [UInt8] {
        var result = bytes
        let interesting: [UInt8] = Array("\"#=!<>()[],.+-\n\t \\0123456789smhu".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xFF]
        for _ in 0...random.next(below: 4) {
            let position = result.isEmpty ? 0 : Int(random.next(below: UInt64(result.count)))
            switch random.next(below: 7) {
            case 0 where !result.isEmpty:
                result[position] ^= UInt8(1 << random.next(below: 8))
            case 1 where !result.isEmpty:
                result.remove(at: position)
            case 2:
                result.insert(interesting[Int(random.next(below: UInt64(interesting.count)))], at: position)
            case 3:
                result = Array(result.prefix(position))
            case 4 where !result.isEmpty:
                let length = Int(random.next(below: UInt64(min(64, result.count - position)) + 1))
                result.insert(contentsOf: result[position..<min(result.count, position + length)], at: position)
            case 5:
                let donor = donors[Int(random.next(below: UInt64(donors.count)))]
                let start = Int(random.next(below: UInt64(donor.count)))
                let end = start + Int(random.next(below: UInt64(donor.count - start)))
                result.insert(contentsOf: donor[start..<end], at: position)
            default:
                if !result.isEmpty { result[position] = UInt8(truncatingIfNeeded: random.next()) }
            }
        }
        return result
    }

    @Test func twoThousandMutatedInputsParseOrReportErrors() {
        var random = SplitMix64(seed: 2024)
        let donors = Self.seedTexts.map { Array($0.utf8) }
        var parsed = 0
        var failed = 0
        for round in 0..<2_000 {
            let input = Self.mutate(donors[round % donors.count], with: &random, donors: donors)
            switch ScenarioParser.parse(bytes: input, file: "m.scenario") {
            case .success(let scenario):
                parsed += 1
                // What parses must print back to something that parses the same.
                let again = ScenarioParser.parse(scenario.text, file: "m.scenario")
                #expect((try? again.get()) == scenario, "round \(round)")
            case .failure(let errors):
                failed += 1
                #expect(!errors.errors.isEmpty)
                #expect(!errors.rendered.isEmpty)
            }
        }
        #expect(parsed + failed == 2_000)
        #expect(parsed > 0 && failed > 0)
    }
}
