import Foundation
import Testing

@testable import LocsimCLI

/// The docs' terminal sessions run as shown. A session sits between `<!-- session -->` and
/// `<!-- end session -->`: a fenced block after `<!-- file: NAME -->` is written to NAME in a fresh
/// folder, `<!-- copy: PATH -->` copies a file of the package there, and a ```text block of `$ ` lines is a transcript whose commands run there in order —
/// `locsim …` (in-process), `echo $?` (the last status), and `sed -i 's/OLD/NEW/' FILE` (replaces
/// every OLD). What the doc shows under a command, in parts between `…` lines, must appear in its
/// output in order (its standard output, then its standard error), with the folder's path left out.
@Suite("docs sessions: the shown commands print what the docs show")
struct DocsSessionTests {
    /// One session: its doc, files and transcripts, in the doc's order.
    struct Session: CustomStringConvertible, Sendable {
        var doc: String
        var index: Int
        var steps: [Step]

        var description: String { "\(doc) session \(index)" }
    }

    /// A file to write, or a command with the parts of its output the doc shows.
    enum Step: Sendable {
        case file(name: String, text: String)
        case command(words: [String], parts: [[String]])
    }

    static let all: [Session] = {
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        return docs.flatMap { doc in
            let text = (try? String(contentsOfFile: packageRoot + "/docs/" + doc, encoding: .utf8)) ?? ""
            return text.components(separatedBy: "<!-- session -->\n").dropFirst().enumerated().map { index, part in
                let body = part.components(separatedBy: "<!-- end session -->").first ?? ""
                return Session(doc: doc, index: index + 1, steps: steps(in: body))
            }
        }
    }()

    /// The files and commands of a session's text.
    static func steps(in body: String) -> [Step] {
        var steps: [Step] = []
        let pieces = body.components(separatedBy: "```")
        for blockIndex in stride(from: 1, to: pieces.count, by: 2) {
            let block = pieces[blockIndex]
            let content = String(block.drop { $0 != "\n" }.dropFirst())
            let before = pieces[blockIndex - 1].trimmingCharacters(in: .whitespacesAndNewlines)
            for line in before.split(separator: "\n") where line.hasPrefix("<!-- copy: ") {
                let path = String(line.dropFirst("<!-- copy: ".count).dropLast(" -->".count))
                let text = (try? String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)) ?? ""
                steps.append(.file(name: (path as NSString).lastPathComponent, text: text))
            }
            if let marker = before.split(separator: "\n").last, marker.hasPrefix("<!-- file: ") {
                let name = marker.dropFirst("<!-- file: ".count).dropLast(" -->".count)
                steps.append(.file(name: String(name), text: content))
            } else if content.hasPrefix("$ ") {
                steps += commands(in: content)
            }
        }
        return steps
    }

    /// The commands of a transcript, each with the parts of its output shown under it.
    static func commands(in transcript: String) -> [Step] {
        var steps: [Step] = []
        var words: [String] = []
        var parts: [[String]] = [[]]
        func flush() {
            guard !words.isEmpty else { return }
            steps.append(.command(words: words, parts: parts.filter { !$0.isEmpty }))
        }
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("$ ") {
                flush()
                words = RegressionSuiteExampleTests.shellWords(String(line.dropFirst(2)))
                parts = [[]]
            } else if line == "…" {
                parts.append([])
            } else if !(line.isEmpty && parts[parts.count - 1].isEmpty) {
                parts[parts.count - 1].append(line)
            }
        }
        flush()
        return steps
    }

    @Test("the docs have sessions") func thereAreSessions() {
        #expect(Self.all.count >= 3)
    }

    @Test("each command of a session prints what the doc shows", arguments: all)
    func session(_ session: Session) throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("locsim-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var status = ExitCode.success
        for step in session.steps {
            switch step {
            case .file(let name, let text):
                try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            case .command(let words, let parts):
                let output = try run(words, in: folder, status: &status)
                check(parts, in: output, command: words.joined(separator: " "), session: session)
            }
        }
    }

    /// Runs one command in `folder`; returns what it printed, the folder's path left out.
    func run(_ words: [String], in folder: String, status: inout ExitCode) throws -> String {
        switch words.first {
        case "locsim":
            let arguments = words.dropFirst().map { word in
                FileManager.default.fileExists(atPath: folder + "/" + word) || word.hasSuffix(".xml")
                    || word.hasSuffix(".html") ? folder + "/" + word : word
            }
            let result = runLocsim(Array(arguments))
            status = result.status
            return (result.output + result.errors).replacingOccurrences(of: folder + "/", with: "")
        case "echo" where words.dropFirst() == ["$?"]:
            return "\(status.rawValue)\n"
        case "sed" where words.count == 4 && words[1] == "-i":
            let edit = words[2].split(separator: "/", omittingEmptySubsequences: false)
            let path = folder + "/" + words[3]
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try text.replacingOccurrences(of: String(edit[1]), with: String(edit[2])).write(
                toFile: path, atomically: true, encoding: .utf8)
            return ""
        default:
            Issue.record("unknown command in a docs session: \(words.joined(separator: " "))")
            return ""
        }
    }

    /// Expects each shown part in `output`, in order (times of the suite's timing line aside).
    func check(_ parts: [[String]], in output: String, command: String, session: Session) {
        let lines = RegressionSuiteExampleTests.withoutTimes(output).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        var from = 0
        for part in parts.map({ $0.map(RegressionSuiteExampleTests.withoutTimes) }) {
            let found = (from...max(from, lines.count - part.count)).first { start in
                start + part.count <= lines.count && Array(lines[start..<(start + part.count)]) == part
            }
            #expect(
                found != nil,
                "\(session): `\(command)` did not print, after line \(from):\n\(part.joined(separator: "\n"))\n--- it printed:\n\(output)"
            )
            from = (found ?? from) + part.count
        }
    }
}
