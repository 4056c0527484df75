import Foundation
import LocsimCLI
import TestSupport
import Testing

/// `Examples/RegressionSuite`, relative to the package root, which becomes the working directory:
/// its goldens were recorded from there, and their headers name the files by that path.
let regressionSuite: String = {
    if FileManager.default.currentDirectoryPath != packageRoot {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    }
    return "Examples/RegressionSuite"
}()

/// `docs/regression-suite.md`, the walkthrough the example backs.
let regressionSuiteDoc: String =
    (try? String(contentsOfFile: packageRoot + "/docs/regression-suite.md", encoding: .utf8)) ?? ""

@Suite("Examples/RegressionSuite and docs/regression-suite.md: the walkthrough runs as written")
struct RegressionSuiteExampleTests {
    /// The example's scenarios, as `locsim test` names them.
    static var files: [String] { ScenarioSuite.discover([regressionSuite]).files }

    @Test("locsim test runs the example: exit 0, the closing line, a JUnit file naming every scenario")
    func suitePasses() throws {
        let files = Self.files
        #expect((3...5).contains(files.count))
        #expect(Set(files.map { ($0 as NSString).deletingLastPathComponent }).count == 2)

        let junit = NSTemporaryDirectory() + "locsim-regression-suite-\(UUID().uuidString).xml"
        defer { try? FileManager.default.removeItem(atPath: junit) }
        let result = runLocsim(["test", packageRoot + "/" + regressionSuite, "--jobs", "1", "--junit", junit])
        #expect(result.status == .success, "\(result.output)")
        #expect(result.errors.isEmpty)
        #expect(result.output.hasSuffix("\n\(files.count) passed, 0 failed\n"))
        for file in files {
            #expect(result.output.contains("PASS  \(file)\n"))
        }

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"locsim\" tests=\"\(files.count)\" failures=\"0\" errors=\"0\">"))
        for file in files {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            #expect(xml.contains("name=\"\(name)\" file=\"\(file)\"/>"), "\(file) is not in the JUnit file")
        }
    }

    @Test("every scenario has a header comment, expectations, and a golden recorded from the package root")
    func goldens() throws {
        for file in Self.files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.hasPrefix("# "), "\(file) has no header comment")
            #expect(text.contains("expect "), "\(file) has no expectations")
            let golden = try String(contentsOfFile: ScenarioSuite.goldenPath(for: file), encoding: .utf8)
            let header = String(golden.prefix { $0 != "\n" })
            #expect(header.hasPrefix("# scenario \""))
            let name = (file as NSString).lastPathComponent
            #expect(header.hasSuffix(" (\(name))"), "\(file): golden header \(header)")
            #expect(file.hasPrefix(regressionSuite + "/"))
        }
    }

    @Test("every `locsim test` command of the doc names paths that exist")
    func docCommandsNameRealPaths() {
        var checked = 0
        let failing = Set(DocsErrorExample.all.map(\.command))  // mistyped on purpose
        // Copies the doc makes (`cp -R Examples/RegressionSuite MySuite`), for the blocks after it too:
        // a path in one is checked where it was copied from.
        var copies: [String: String] = [:]
        for block in Self.blocks("sh", in: regressionSuiteDoc) + Self.blocks("yaml", in: regressionSuiteDoc)
        where !failing.contains(block) {
            var directory = packageRoot
            for line in block.split(separator: "\n") {
                let words = Self.shellWords(String(line))
                if words.first == "cd", words.count == 2 {
                    directory += "/" + words[1]
                    #expect(FileManager.default.fileExists(atPath: directory), "cd \(words[1])")
                    continue
                }
                if words.first == "cp" {
                    let operands = words.dropFirst().prefix { $0 != "&&" }.filter { !$0.hasPrefix("-") }
                    if operands.count == 2 { copies[operands[operands.endIndex - 1]] = operands[operands.startIndex] }
                    continue
                }
                guard let paths = Self.testCommandPaths(words) else { continue }
                checked += 1
                for path in paths {
                    let original = copies.first { path == $0.key || path.hasPrefix($0.key + "/") }.map {
                        $0.value + path.dropFirst($0.key.count)
                    }
                    #expect(
                        FileManager.default.fileExists(atPath: directory + "/" + (original ?? path)),
                        "`\(line)` names \(path), which is not in \(directory)")
                }
            }
        }
        #expect(checked >= 8, "only \(checked) `locsim test` commands found in the doc")
    }

    @Test("the doc's marked outputs are what the command prints (times aside), closing line included")
    func docOutputsArePinned() throws {
        _ = regressionSuite  // the commands name paths relative to the package root
        let marker = "<!-- output of: locsim "
        let parts = regressionSuiteDoc.components(separatedBy: marker).dropFirst()
        #expect(parts.count >= 2)
        for part in parts {
            let arguments = String(part.prefix { $0 != "\n" }.dropLast(" -->".count))
            let command = try #require(Self.blocks("sh", in: String(part)).first)
            #expect(command == "locsim \(arguments)\n")
            let shown = try #require(Self.blocks("text", in: String(part)).first)
            let result = runLocsim(Self.shellWords(arguments))
            #expect(result.status == .success)
            #expect(Self.withoutTimes(result.output) == Self.withoutTimes(shown), "locsim \(arguments)")
            let closing = try #require(shown.split(separator: "\n").last)
            #expect(closing.wholeMatch(of: /[0-9]+ passed, 0 failed/) != nil)
        }
        #expect(regressionSuiteDoc.contains("\n\(Self.files.count) passed, 0 failed\n"))
    }

    @Test("the doc's CI jobs are the files in Examples/RegressionSuite/ci, and run the suite with --junit")
    func ciFilesMatchTheDoc() throws {
        let jobs = Self.blocks("yaml", in: regressionSuiteDoc)
        #expect(jobs.count == 2)
        for job in jobs {
            let path = try #require(job.split(separator: "\n").first?.dropFirst(2).split(separator: ":").first)
            #expect(path.hasPrefix(regressionSuite + "/ci/"))
            let file = try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
            #expect(file == job, "\(path) differs from the doc")
            #expect(job.contains("locsim test \(regressionSuite) --junit .build/locsim-junit.xml"))
            #expect(!job.split(separator: "\n").contains { !$0.hasPrefix("#") && $0.contains("--update") })
        }
    }

    @Test("the doc's scenario is the example's file, word for word")
    func docScenarioIsTheFile() throws {
        let file = try String(contentsOfFile: regressionSuite + "/onboarding/ask-in-context.scenario", encoding: .utf8)
        #expect(Self.blocks("scenario", in: regressionSuiteDoc) == [file])
    }

    @Test("a missing golden's hint names the executable that ran (my-locsim, not locsim)")
    func hintNamesTheProgram() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", allowOnceBare)
        let output = StringSink()
        let status = LocsimCommandLine(extraModels: [], programName: "my-locsim").run(
            ["test", path], output: output, errors: StringSink())
        #expect(status == .failure)
        #expect(output.text.contains("; record it with: my-locsim test \(path) --update\n"))
    }

    // MARK: - Reading the doc

    /// The bodies of the doc's ```LANGUAGE blocks, in order.
    static func blocks(_ language: String, in text: String) -> [String] {
        text.components(separatedBy: "```\(language)\n").dropFirst().compactMap { part in
            part.range(of: "```").map { String(part[..<$0.lowerBound]) }
        }
    }

    /// A line split as a shell would split it, quotes removed, stopping at a `#` comment.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "#" && !inWord {
                break
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The paths a `… locsim test …` command names (`Scenarios` when it names none), or nil when the
    /// words are not such a command. Finds the program anywhere in the line (`swift run locsim`,
    /// `.build/release/my-locsim`, `run: …` in a workflow).
    static func testCommandPaths(_ words: [String]) -> [String]? {
        guard
            let index = words.indices.dropLast().first(where: {
                (words[$0] as NSString).lastPathComponent.hasSuffix("locsim") && words[$0 + 1] == "test"
            })
        else { return nil }
        let takesValue: Set = ["--junit", "--jobs", "--filter", "--seed", "--set"]
        var paths: [String] = []
        var rest = words[(index + 2)...].makeIterator()
        while let word = rest.next() {
            if takesValue.contains(word) {
                _ = rest.next()
            } else if !word.hasPrefix("-") {
                paths.append(word)
            }
        }
        return paths.isEmpty ? ["Scenarios"] : paths
    }

    /// Output with the run time of the `ran N scenarios in T s` line blanked.
    static func withoutTimes(_ text: String) -> String {
        text.replacing(/in [0-9]+\.[0-9]{3} s with/, with: "in … s with")
    }
}
