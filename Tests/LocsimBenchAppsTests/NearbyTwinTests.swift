import Foundation
import LocsimBenchApps
import LocsimCLI
import XCTest

/// The benchmark's apps stand for Examples/RealApp: its class unchanged, and a value model that
/// behaves exactly like it. XCTest, because an object app's code runs on the main thread.
final class NearbyTwinTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The example's scenarios, its journey, and the benchmark's larger journey.
    static let scenarios = [
        "Examples/RealApp/Scenarios/first-launch.scenario",
        "Examples/RealApp/Scenarios/denied-then-settings.scenario",
        "Examples/RealApp/Journeys/allow-once-journey.scenario",
        "Scripts/perf/nearby-journey-384.scenario",
    ]

    /// `locsim ARGUMENTS` with both apps registered: the exit status and what it printed.
    func locsim(_ arguments: [String]) -> (status: Int32, output: String) {
        let output = StringSink()
        let errors = StringSink()
        let status = LocsimCommandLine(extraModels: [BenchApps.nearby.descriptor, BenchApps.nearbyValue]).run(
            arguments, output: output, errors: errors)
        return (status.rawValue, output.text + errors.text)
    }

    /// the benchmark's NearbyViewModel is Examples/RealApp's, byte for byte
    func testTheCopyIsTheExamplesFile() throws {
        let copy = try Data(
            contentsOf: Self.root.appendingPathComponent("Scripts/perf/BenchNearbyFeature/NearbyViewModel.swift"))
        let original = try Data(
            contentsOf: Self.root.appendingPathComponent("Examples/RealApp/Sources/NearbyFeature/NearbyViewModel.swift")
        )
        XCTAssertEqual(
            copy, original, "copy Examples/RealApp's NearbyViewModel.swift to Scripts/perf/BenchNearbyFeature")
    }

    /// the value twin plays every scenario exactly as the class does (the same timeline, line for
    /// line, but for the model's name in the header)
    func testTheValueTwinRunsLikeTheClass() {
        for file in Self.scenarios {
            let path = Self.root.appendingPathComponent(file).path
            for format in ["text", "jsonl"] {
                let object = locsim(["run", path, "--model", "nearby", "--format", format])
                let value = locsim(["run", path, "--model", "nearby-value", "--format", format])
                XCTAssertEqual(object.status, value.status, file)
                XCTAssertEqual(Self.withoutModel(object.output), Self.withoutModel(value.output), "\(file) \(format)")
            }
        }
    }

    /// exploring with the value twin finds the same broken check and the same shortest failing
    /// timeline (how many timelines fail differs: the value model's converging timelines are merged)
    func testTheValueTwinExploresLikeTheClass() {
        for file in Self.scenarios.suffix(2) {
            let path = Self.root.appendingPathComponent(file).path
            let object = locsim(["explore", path, "--model", "nearby"])
            let value = locsim(["explore", path, "--model", "nearby-value"])
            XCTAssertEqual(object.status, value.status, file)
            XCTAssertEqual(Self.failures(object.output), Self.failures(value.output), file)
            XCTAssertFalse(Self.failures(object.output).isEmpty, file)
        }
    }

    /// `text` with the model's name blanked.
    static func withoutModel(_ text: String) -> String {
        text.replacingOccurrences(of: "nearby-value", with: "MODEL").replacingOccurrences(of: "nearby", with: "MODEL")
    }

    /// The lines of an exploration report that name the broken checks and the failing timeline's choices.
    static func failures(_ text: String) -> [String] {
        withoutModel(text).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            ($0.contains("→") && !$0.hasPrefix("shared by")) || $0.hasPrefix("model invariant broken")
        }
    }
}
