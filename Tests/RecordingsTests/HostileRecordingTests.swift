import Recordings
import Testing

/// Inputs no recorder writes still end in file:line errors, never a crash or a hang.
@Suite("Hostile recordings")
struct HostileRecordingTests {
    static let header = RecordingReaderTests.header + "\n"

    static let inputs: [(String, [UInt8])] = [
        ("empty", []),
        ("binary", [0x00, 0xFF, 0xFE, 0x0A, 0x80, 0x81]),
        ("deep nesting", Array((header + String(repeating: "[", count: 100_000) + "\n").utf8)),
        (
            "huge number",
            Array((header + #"{"time_us":99999999999999999999999,"kind":"app","event":"launch"}"# + "\n").utf8)
        ),
        ("NUL in a string", Array(header.utf8) + Array(#"{"kind":"a"#.utf8) + [0] + Array(#""}"#.utf8) + [0x0A]),
        (
            "invalid UTF-8 in a string",
            Array(header.utf8) + Array(#"{"kind":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        ),
        ("a header only array", Array("[1,2,3]\n".utf8)),
        ("a thousand bad lines", Array((header + String(repeating: "x\n", count: 1_000)).utf8)),
        ("a long line", Array((header + "{\"a\":\"" + String(repeating: "é", count: 500_000) + "\"}\n").utf8)),
        ("duplicate keys", Array((header + #"{"time_us":0,"time_us":1,"kind":"app","event":"launch"}"# + "\n").utf8)),
        ("negative time", Array((header + #"{"time_us":-5,"kind":"app","event":"launch"}"# + "\n").utf8)),
        ("a lone surrogate escape", Array((header + #"{"kind":"\ud800"}"# + "\n").utf8)),
        (
            "200,000 keys",
            Array((header + "{" + (0..<200_000).map { "\"k\($0)\":0" }.joined(separator: ",") + "}\n").utf8)
        ),
        (
            "an event past the longest run",
            Array((header + #"{"time_us":31622400000001,"kind":"app","event":"launch"}"# + "\n").utf8)
        ),
    ]

    @Test("an object of more keys than any recording line has is refused at the first one too many")
    func tooManyKeys() {
        let keys = (0..<300).map { "\"k\($0)\":0" }.joined(separator: ",")
        guard
            case .failure(let errors) = RecordingReader.read(Array((Self.header + "{" + keys + "}\n").utf8), file: "h")
        else {
            Issue.record("accepted")
            return
        }
        #expect(errors.description.contains("more than 256 keys in one object"), "\(errors.description.prefix(300))")
    }

    @Test("every hostile recording is refused with file:line:column errors", arguments: inputs.indices)
    func refusedWithErrors(_ index: Int) {
        let (name, bytes) = Self.inputs[index]
        switch RecordingReader.read(bytes, file: "h.jsonl") {
        case .success: Issue.record("\(name) was accepted")
        case .failure(let errors):
            #expect(!errors.errors.isEmpty && errors.errors.count <= RecordingReader.maximumErrors, "\(name)")
            #expect(errors.description.hasPrefix("h.jsonl:"), "\(name)")
        }
    }

    @Test("a megabyte-long field is quoted cut to 64 characters, its line cut around the caret")
    func longFieldQuotedShort() {
        let event = #"{"time_us":0,"kind":"app","event":""# + String(repeating: "a", count: 1 << 20) + #""}"#
        guard case .failure(let errors) = RecordingReader.read(Array((Self.header + event + "\n").utf8), file: "h")
        else {
            Issue.record("accepted")
            return
        }
        let text = errors.description
        #expect(text.count < 1_000, "\(text.count) characters")
        #expect(text.contains("unknown event \"" + String(repeating: "a", count: 64) + "…\""))
    }

    @Test("a title that would split its scenario line is refused at the field")
    func titleWithControlCharacters() {
        let header = RecordingReaderTests.header.replacingOccurrences(
            of: "\"tolerance_us\"", with: #""title":"a\nb","tolerance_us""#)
        #expect(
            header != RecordingReaderTests.header, "the fixture's header has a tolerance field to put the title before")
        guard case .failure(let errors) = RecordingReader.read(Array((header + "\n").utf8), file: "h") else {
            Issue.record("accepted")
            return
        }
        #expect(
            errors.description.contains("field \"title\" should be a title on one line, without control characters"))
    }
}
