import Foundation
import LocsimCLI
import Testing

/// Messages for bad input name what is wrong, where, and what to write instead.
@Suite("Messages for bad input say what is wrong and what would be right")
struct ErrorWordingTests {
    @Test("a scenario of 250 bad lines: 200 errors, then the stop as a plain note after the last (exit 65)")
    func errorLimitNoteComesLast() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("many.scenario", String(repeating: "0s lanch\n", count: 250))
        let result = runLocsim(["run", path])
        #expect(result.status == .dataError)
        #expect(result.errors.components(separatedBy: ": error: ").count == 201)
        #expect(
            result.errors.hasSuffix(
                """
                \(path):200:4: error: unknown step "lanch"; did you mean "launch"?
                  200 | 0s lanch
                      |    ^~~~~
                \(path): note: too many errors; stopped after 200 (at line 200); the lines after it were not checked

                """), "\(result.errors.suffix(400))")
    }
}
