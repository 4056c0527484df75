import AppModels
import Foundation
import LocationSystem
import LocsimCLI
import Reports
import Testing

/// The package root, found from this file, so the suite runs whatever the working directory.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// Every scenario of the suite, relative to the package root, as `locsim test` names them.
let suiteFiles: [String] = {
    if FileManager.default.currentDirectoryPath != packageRoot {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    }
    return ScenarioSuite.discover(["Scenarios"]).files
}()

@Suite("The regression suite: every file under Scenarios/ passes its expectations, golden and catches")
struct ScenarioSuiteTests {
    @Test("the suite is not empty") func suiteIsNotEmpty() {
        #expect(suiteFiles.count >= 7)
    }

    @Test("the suite exercises every rule of the catalog (locsim test --coverage lists none as never)")
    func everyRuleExercised() {
        let results = ScenarioSuite.run(suiteFiles, options: ScenarioSuite.Options(), models: BuiltinModels.registry)
        let coverage = RuleCoverage(rulesFired: results.compactMap { $0.outcome?.rulesFired })
        #expect(coverage.neverExercised == [])
        #expect(coverage.exercised.map(\.rule) == RuleID.allCases.map(\.rawValue), "every rule, in catalog order")
    }

    @Test("scenario", arguments: suiteFiles)
    func scenario(path: String) {
        let result = ScenarioSuite.runOne(path, options: ScenarioSuite.Options(), models: BuiltinModels.registry)
        #expect(result.status == .passed, "\(result.problems.joined(separator: "\n"))")
    }
}
