import AppModels
import Foundation
import LocsimCLI
import Testing

/// Every file under `Scenarios/bugs/` names its reference in `model` and a buggy model in
/// `catches`: `locsim run FILE` must pass (exit 0) and `locsim run FILE --model BUGGY` must fail on
/// an expectation (exit 1). And every built-in buggy model must be caught by one such file.
@Suite("Scenarios/bugs: locsim catches every classic bug")
struct BugScenarioTests {
    /// The package root, found from this file's path so the test runs from any directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bug scenarios and the model each catches, in name order.
    static var files: [(path: String, catches: String)] {
        let directory = root.appendingPathComponent("Scenarios/bugs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.sorted().map { name in
            let path = directory.appendingPathComponent(name).path
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n").first { $0.hasPrefix("catches ") }
            return (path, line.map { String($0.dropFirst("catches ".count)) } ?? "")
        }
    }

    func run(_ arguments: [String]) -> ExitCode {
        LocsimCommandLine().run(arguments, output: StringSink(), errors: StringSink())
    }

    @Test("each bug scenario passes on its reference and fails on the buggy model")
    func caught() {
        #expect(Self.files.count == BuiltinModels.all.filter { $0.bugOf != nil }.count)
        for file in Self.files {
            #expect(run(["run", file.path]) == .success, "\(file.path) on its reference")
            #expect(run(["run", file.path, "--model", file.catches]) == .failure, "\(file.path) on \(file.catches)")
        }
    }

    @Test("every built-in buggy model is caught by a scenario under Scenarios/bugs")
    func everyBugHasAScenario() {
        let buggy = BuiltinModels.all.filter { $0.bugOf != nil }.map(\.name).sorted()
        #expect(Self.files.map(\.catches).sorted() == buggy)
    }
}
