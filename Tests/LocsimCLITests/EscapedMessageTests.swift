import Foundation
import LocsimCLI
import TestSupport
import Testing

/// What a user typed or a file holds reaches messages with its control characters escaped
/// (`\u{1B}`), never raw: an escape sequence in a path or a word must not reach the terminal.
@Suite("Messages escape the control characters of the user's text")
struct EscapedMessageTests {
    /// An escape character, as a path or value may hold one.
    static let escape = "\u{1B}"

    /// Standard error holds no raw escape character.
    private func expectNoRawEscape(_ errors: String, _ comment: Comment? = nil) {
        #expect(!errors.contains(Self.escape), comment)
    }

    @Test("a scenario path that is not there is escaped in both quotes of the invalid-value message (exit 64)")
    func missingScenarioPathIsEscaped() {
        let result = runLocsim(["run", "a\(Self.escape)[31mb.scenario"])
        #expect(result.status == .usage)
        #expect(
            result.errors.hasPrefix(
                "Error: invalid value 'a\\u{1B}[31mb.scenario' for 'FILE': expected a readable scenario file "
                    + "(no such file 'a\\u{1B}[31mb.scenario')."))
        expectNoRawEscape(result.errors)
    }

    @Test("an unknown --model value is escaped where the error echoes it (exit 64)")
    func unknownModelIsEscaped() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n")
        let result = runLocsim(["run", path, "--model", "m\(Self.escape)[31m"])
        #expect(result.status == .usage)
        #expect(result.errors.hasPrefix("Error: invalid value 'm\\u{1B}[31m' for '--model': expected one of "))
        expectNoRawEscape(result.errors)
    }

    @Test("an output path that cannot be created is escaped in 'cannot write' (exit 73)")
    func cannotWriteEscapesThePath() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n")
        let output = scratch.directory + "/no\(Self.escape)such/out.trace"
        let result = runLocsim(["run", path, "--output", output])
        #expect(result.status == .cannotCreate)
        let shown = scratch.directory + "/no\\u{1B}such"
        #expect(
            result.errors.hasPrefix(
                "Error: cannot write '\(shown)/out.trace': cannot create a file in '\(shown)' (No such file or "
                    + "directory)"), "\(result.errors)")
        expectNoRawEscape(result.errors)
    }

    @Test("an unknown subcommand, an unknown option and an extra argument are escaped (exit 64)")
    func commandLineWordsAreEscaped() {
        let subcommand = runLocsim(["bogus\(Self.escape)"])
        #expect(subcommand.status == .usage)
        #expect(subcommand.errors.hasPrefix("Error: unknown subcommand 'bogus\\u{1B}'."))
        let option = runLocsim(["run", "--se\(Self.escape)"])
        #expect(option.status == .usage)
        #expect(option.errors.hasPrefix("Error: unknown option '--se\\u{1B}' for 'run'."))
        let extra = runLocsim(["render", "a.scenario", "x\(Self.escape)"])
        #expect(extra.status == .usage)
        #expect(extra.errors.hasPrefix("Error: 'render' takes no argument 'x\\u{1B}'."))
        for result in [subcommand, option, extra] { expectNoRawEscape(result.errors) }
    }

    @Test("an unknown --set parameter is escaped in its error (exit 64)")
    func unknownSetParameterIsEscaped() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n")
        let result = runLocsim(["run", path, "--set", "a\(Self.escape)b=1s"])
        #expect(result.status == .usage)
        #expect(result.errors == "Error: --set a\\u{1B}b=1s: unknown profile parameter \"a\\u{1B}b\"\n")
    }

    @Test("a profile file's fault quotes its word escaped and shows its line with U+FFFD for the control (exit 65)")
    func profileFileFaultIsEscaped() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n")
        let profile = scratch.write("e.profile", "base ios27-simulator\nallow\(Self.escape)Expiry 1s\n")
        let result = runLocsim(["run", path, "--profile", profile])
        #expect(result.status == .dataError)
        #expect(
            result.errors == """
                \(profile):2:1: error: unknown profile parameter "allow\\u{1B}Expiry"
                    2 | allow\u{FFFD}Expiry 1s
                      | ^

                """)
    }

    @Test("test escapes a scenario's path on its FAIL line and in the missing-golden message")
    func suitePathsAreEscaped() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let folder = scratch.directory + "/d\(Self.escape)x"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/a.scenario", contents: Data("0s launch\n".utf8))
        let result = runLocsim(["test", folder])
        #expect(result.status == .failure)
        let shown = scratch.directory + "/d\\u{1B}x/a"
        #expect(result.output.contains("FAIL  \(shown).scenario\n"), "\(result.output)")
        #expect(result.output.contains("no golden \(shown).trace; record it with: locsim test \(shown).scenario"))
        expectNoRawEscape(result.output)
    }

    @Test("test escapes the --filter text in the no-match message (exit 66)")
    func filterIsEscaped() {
        let scratch = Scratch()
        defer { scratch.remove() }
        _ = scratch.write("a.scenario", "0s launch\n")
        let result = runLocsim(["test", scratch.directory, "--filter", "zz\(Self.escape)"])
        #expect(result.status == .noInput)
        #expect(result.errors.hasPrefix("Error: no scenario matched --filter \"zz\\u{1B}\" under "))
        expectNoRawEscape(result.errors)
    }

    @Test("JUnit attributes spell a path's newline and escape out (\\n, \\u{1B}): XML keeps neither in an attribute")
    func junitAttributesEscaped() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let folder = scratch.directory + "/line\nbreak\u{1B}"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try allowOnceBare.write(toFile: folder + "/a.scenario", atomically: true, encoding: .utf8)
        let report = scratch.directory + "/junit.xml"
        _ = runLocsim(["test", folder, "--junit", report])
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains("file=\"\(scratch.directory)/line\\nbreak\\u{1B}/a.scenario\""), "\(xml)")
        let attributes = xml.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(!attributes.contains { $0.contains("\n") }, "no raw newline inside an attribute")
    }
}
