import AppModels
import Foundation
import LocsimCLI

/// A scenario written to a folder of its own and removed afterwards: the object-app tests run real
/// files through the command line, as a team's own command would.
enum ScenarioFolder {
    /// Writes `text` as `name` in a fresh folder, hands `body` the folder and the file's path, and
    /// removes the folder whatever `body` does.
    static func with<Result>(
        _ text: String, named name: String = "test.scenario", _ body: (URL, String) throws -> Result
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locsim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try body(folder, file.path)
    }

    /// Runs `locsim` with `apps` registered; `FILE` and `FOLDER` in `arguments` stand for the
    /// scenario's path and its folder.
    static func locsim(
        _ arguments: [String], scenario text: String, apps: [ModelDescriptor]
    ) throws -> (status: Int32, output: String, errors: String) {
        try with(text) { folder, path in
            let output = StringSink()
            let errors = StringSink()
            let resolved = arguments.map { $0 == "FILE" ? path : $0 == "FOLDER" ? folder.path : $0 }
            let status = LocsimCommandLine(extraModels: apps).run(resolved, output: output, errors: errors)
            return (status.rawValue, output.text, errors.text)
        }
    }
}
