import Foundation

/// Runs a team's locsim executable as a child process, for ``Locsim/run(_:app:executable:seed:)``
/// where the test's own process cannot host the app. Its output goes through files in a folder of
/// its own (removed before returning), so a long timeline never fills a pipe.
enum ChildRun {
    /// Runs `name` with `arguments`; what it printed goes to the sinks.
    static func run(
        _ name: String, _ arguments: [String], output: TextSink, errors: TextSink
    ) throws(LocsimRunError) -> ExitCode {
        guard let executable = find(name) else {
            throw LocsimRunError(
                status: ExitCode.noInput.rawValue,
                message:
                    "no executable \"\(name)\" beside the test bundle (\(searched.map(\.path).joined(separator: ", ")))"
            )
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locsim-child-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let out = folder.appendingPathComponent("stdout")
            let err = folder.appendingPathComponent("stderr")
            try Data().write(to: out)
            try Data().write(to: err)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
            process.waitUntilExit()
            output.write(try String(contentsOf: out, encoding: .utf8))
            errors.write(try String(contentsOf: err, encoding: .utf8))
            return ExitCode(process.terminationStatus)
        } catch {
            throw LocsimRunError(status: ExitCode.ioError.rawValue, message: "running \(executable.path): \(error)")
        }
    }

    /// The folders searched: the test bundle's own and the three above it (SwiftPM puts a
    /// package's executables in the build folder that holds the bundle; on macOS the bundle's
    /// binary is three folders deeper).
    static var searched: [URL] {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var folders: [URL] = []
        for _ in 0..<4 {
            folders.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }

    /// The executable called `name` in the first folder that has one.
    static func find(_ name: String) -> URL? {
        searched.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
