import Foundation
import LocsimCLI
import TestSupport
import Testing

/// `locsim test` must never pass a CI job that tested nothing: an empty folder, a filter that keeps
/// nothing, a mistyped path and a missing default folder all exit 66 (EX_NOINPUT) and say which.
@Suite("locsim test: an empty or mistyped suite path is no input (66), never a pass")
struct SuiteInputTests {
    @Test("a folder with no scenario exits 66 with the reason; --allow-empty passes it")
    func emptyFolderFails() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let empty = runLocsim(["test", scratch.directory])
        #expect(empty.status == .noInput)
        #expect(
            empty.errors
                == "Error: no scenario file (*.scenario) under '\(scratch.directory)'; a suite that runs nothing fails (--allow-empty accepts it).\n"
        )
        let allowed = runLocsim(["test", scratch.directory, "--allow-empty"])
        #expect(allowed.status == .success)
        #expect(allowed.output.hasSuffix("0 passed, 0 failed\n"))
        #expect(allowed.errors.hasPrefix("warning: no scenario matched under "))
    }

    @Test("a --filter that keeps nothing exits 66 and names the filter")
    func filterKeepingNothingFails() {
        let scratch = Scratch()
        defer { scratch.remove() }
        _ = scratch.write("a.scenario", allowOnceBare)
        let none = runLocsim(["test", scratch.directory, "--filter", "nothing matches this"])
        #expect(none.status == .noInput)
        #expect(
            none.errors.contains("no scenario matched --filter \"nothing matches this\" under '\(scratch.directory)'"))
        #expect(none.output.isEmpty)
    }

    @Test("an empty --filter is a bad argument (64), not a filter that keeps nothing")
    func emptyFilterIsABadArgument() {
        let scratch = Scratch()
        defer { scratch.remove() }
        _ = scratch.write("a.scenario", allowOnceBare)
        let empty = runLocsim(["test", scratch.directory, "--filter", ""])
        #expect(empty.status == .usage)
        #expect(empty.errors.hasPrefix("Error: invalid value '' for '--filter': expected a text the paths or titles"))
    }

    @Test("a path that is not there exits 66 and suggests the near name beside it")
    func mistypedPathSuggestsNearName() {
        let scratch = Scratch()
        defer { scratch.remove() }
        try? FileManager.default.createDirectory(
            atPath: scratch.directory + "/onboarding", withIntermediateDirectories: true)
        let result = runLocsim(["test", scratch.directory + "/onbaording"])
        #expect(result.status == .noInput)
        #expect(
            result.errors
                == "Error: no such file or folder '\(scratch.directory)/onbaording'. Did you mean '\(scratch.directory)/onboarding'?\n"
        )
        let far = runLocsim(["test", scratch.directory + "/elsewhere"])
        #expect(far.status == .noInput)
        #expect(far.errors == "Error: no such file or folder '\(scratch.directory)/elsewhere'.\n")
    }

    @Test("no PATH outside a repository says no path was given and no Scenarios/ folder is here")
    func noPathAndNoScenariosFolder() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let binary = try #require(locsimBinary(), "the locsim executable is built next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["test"]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.directory)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == ExitCode.noInput.rawValue)
        #expect(
            text
                == "Error: no PATH was given and there is no Scenarios/ folder here to test; name a scenario file or a folder of them: locsim test PATH…\n"
        )
        #expect(!text.contains("invalid value"))
    }
}
