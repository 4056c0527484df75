import Foundation
import LocsimBenchApps
import LocsimCLI
import XCTest

/// The benchmark's async apps stand for Examples/AsyncApp: its view model unchanged, and a delegate
/// app that shows the same screen on the same scenarios. XCTest, because an object app's code runs
/// on the main thread.
final class RunTwinTests: XCTestCase {
    static let root = NearbyTwinTests.root

    /// The scenarios the benchmark prices: the example's, two of them with their expectations timed
    /// for the delegate twin's later first location.
    static let scenarios = [
        "Scripts/perf/run-first-run.scenario",
        "Scripts/perf/run-precise-route.scenario",
        "Examples/AsyncApp/Scenarios/dont-allow.scenario",
    ]

    /// `locsim ARGUMENTS` with both apps registered: the exit status and what it printed.
    func locsim(_ arguments: [String]) -> (status: Int32, output: String) {
        let output = StringSink()
        let errors = StringSink()
        let status = LocsimCommandLine(extraModels: [BenchApps.run.descriptor, BenchApps.runDelegate.descriptor])
            .run(arguments, output: output, errors: errors)
        return (status.rawValue, output.text + errors.text)
    }

    /// the benchmark's RunViewModel is Examples/AsyncApp's, byte for byte
    func testTheCopyIsTheExamplesFile() throws {
        let copy = try Data(
            contentsOf: Self.root.appendingPathComponent("Scripts/perf/BenchRunFeature/RunViewModel.swift"))
        let original = try Data(
            contentsOf: Self.root.appendingPathComponent("Examples/AsyncApp/Sources/RunFeature/RunViewModel.swift"))
        XCTAssertEqual(copy, original, "copy Examples/AsyncApp's RunViewModel.swift to Scripts/perf/BenchRunFeature")
    }

    /// the delegate twin shows what the async view model shows: every expectation of the
    /// benchmark's scenarios passes with either app
    func testTheDelegateTwinPassesTheExamplesScenarios() {
        for file in Self.scenarios {
            let path = Self.root.appendingPathComponent(file).path
            for model in ["run", "run-delegate"] {
                let run = locsim(["run", path, "--model", model])
                XCTAssertEqual(run.status, 0, "\(file) --model \(model)\n\(run.output)")
                XCTAssertFalse(run.output.contains("FAIL line"), "\(file) --model \(model)\n\(run.output)")
            }
        }
    }
}
