import Foundation
import Testing

/// The house rule "functions at most 70 lines", checked over every source file: a function (or
/// initialiser, subscript) from its first line to its closing brace. Strings and comments are
/// skipped when braces are counted, so a `{` in a message does not open a body.
@Suite struct FunctionLengthTests {
    static let limit = 70

    @Test("every function in Sources, Tests, Examples, Fuzz and Recorder is at most 70 lines long")
    func everyFunctionIsShort() throws {
        var long: [String] = []
        var count = 0
        for folder in ["Sources", "Tests", "Examples", "Fuzz", "Recorder"] {
            let root = packageRoot + "/\(folder)/"
            let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") && !$0.contains("/.build/") }.sorted()
            count += files.count
            for file in files {
                let text = try String(contentsOfFile: root + file, encoding: .utf8)
                for (line, length) in FunctionSpans.lengths(in: text) where length > Self.limit {
                    long.append("\(folder)/\(file):\(line): \(length) lines")
                }
            }
        }
        #expect(count > 300)
        #expect(long == [])
    }

    @Test("the length counter measures a function from its declaration to its closing brace")
    func counterMeasuresBodies() {
        let text = """
            struct A {
                func short() {
                    let brace = "{ not a body"
                    // } nor this
                }
                mutating func longer(
                    _ x: Int
                ) -> Int {
                    let text = \"\"\"
                        }}}
                        \"\"\"
                    return x + text.count
                }
            }
            """
        #expect(FunctionSpans.lengths(in: text).map(\.length) == [4, 8])
        #expect(FunctionSpans.lengths(in: text).map(\.line) == [2, 6])
    }
}

/// Finds functions in Swift source and measures them, without a parser: declarations are lines that
/// start (after attributes and modifiers) with `func`, `init` or `subscript`; bodies end where the
/// braces opened after the declaration balance.
enum FunctionSpans {
    static let modifiers: Set<Substring> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final",
        "override", "mutating", "nonmutating", "nonisolated", "consuming", "borrowing", "convenience",
        "required", "dynamic",
    ]

    /// (1-based line of the declaration, lines from it to the closing brace) for every function.
    static func lengths(in text: String) -> [(line: Int, length: Int)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let code = codeOnly(lines)
        var found: [(line: Int, length: Int)] = []
        for index in lines.indices where isDeclaration(lines[index]) {
            var depth = 0
            var opened = false
            for end in index..<lines.count {
                for character in code[end] {
                    if character == "{" {
                        depth += 1
                        opened = true
                    } else if character == "}" {
                        depth -= 1
                    }
                }
                if opened && depth <= 0 {
                    found.append((index + 1, end - index + 1))
                    break
                }
                // A protocol requirement has no body: stop at the next declaration.
                if !opened && end > index && isDeclaration(lines[end]) { break }
            }
        }
        return found
    }

    /// Whether a line declares a function, initialiser or subscript.
    static func isDeclaration(_ line: Substring) -> Bool {
        for word in line.split(separator: " ") {
            if word.hasPrefix("@") || modifiers.contains(word) { continue }
            return word == "func" || word.hasPrefix("init(") || word.hasPrefix("init?(") || word.hasPrefix("init<")
                || word.hasPrefix("subscript(") || word == "deinit"
        }
        return false
    }

    /// Each line with string literals and comments blanked, so only code braces remain.
    static func codeOnly(_ lines: [Substring]) -> [String] {
        var inMultilineString = false
        return lines.map { line in
            var kept = ""
            var inString = false
            var previous: Character = " "
            var rest = Substring(line)
            while let character = rest.first {
                if rest.hasPrefix("\"\"\"") {
                    inMultilineString.toggle()
                    rest = rest.dropFirst(3)
                    continue
                }
                rest = rest.dropFirst()
                if inMultilineString { continue }
                if inString {
                    if character == "\"" && previous != "\\" { inString = false }
                    previous = previous == "\\" ? " " : character
                    continue
                }
                if character == "\"" {
                    inString = true
                } else if character == "/" && rest.first == "/" {
                    break
                } else {
                    kept.append(character)
                }
                previous = character
            }
            return kept
        }
    }
}
