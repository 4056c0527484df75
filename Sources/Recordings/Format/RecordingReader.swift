import ScenarioLanguage
import SimulationKit
import Vocabulary

/// Reads a recording's bytes into a ``Recording``, or every fault it has: a line that is not JSON or
/// is cut short, a header of an unknown version, a time that goes backwards, an unknown event kind or
/// field. Each fault is at its line and column with the nearest valid word; reading goes on after a
/// bad line, so one pass reports them all (up to ``maximumErrors``).
public enum RecordingReader {
    /// The most faults reported for one file.
    public static let maximumErrors = 100

    /// The recording in `bytes`, read from `file`.
    public static func read(_ bytes: [UInt8], file: String) -> Result<Recording, RecordingErrors> {
        var lines = split(bytes)
        let endsCleanly = bytes.last == UInt8(ascii: "\n")
        while let last = lines.last, last.bytes.isEmpty { lines.removeLast() }
        guard let first = lines.first else {
            let location = SourceLocation(file: file, line: 1, column: 1)
            return .failure(
                RecordingErrors([
                    RecordingError(
                        location: location, lineText: "",
                        message: "the recording is empty; its first line is the header {\"locsim_recording\":1,…}")
                ]))
        }
        let header: RecordingHeader
        switch readHeader(first, file: file, isLast: lines.count == 1 && !endsCleanly) {
        case .success(let read): header = read
        case .failure(let error): return .failure(RecordingErrors([error]))
        }
        var errors: [RecordingError] = []
        var events: [RecordedEvent] = []
        var previous: (time: SimDuration, line: Int)?
        for (index, line) in lines.enumerated().dropFirst() where !line.bytes.isEmpty {
            if errors.count >= maximumErrors { break }
            let isLast = index == lines.count - 1 && !endsCleanly
            do throws(RecordingError) {
                let event = try readEvent(
                    line, file: file, version: header.version, isLast: isLast, previous: previous)
                previous = (event.time, event.line)
                events.append(event)
            } catch {
                errors.append(error)
            }
        }
        if !errors.isEmpty { return .failure(RecordingErrors(errors)) }
        return .success(Recording(file: file, header: header, events: events, lines: lines.map(\.text)))
    }

    /// A line's bytes (without its `\n` or `\r\n`) and its number.
    struct Line {
        var number: Int
        var bytes: [UInt8]
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    static func split(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var number = 1
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            var end = index
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lines.append(Line(number: number, bytes: Array(bytes[start..<end])))
            start = index + 1
            number += 1
        }
        if start < bytes.count { lines.append(Line(number: number, bytes: Array(bytes[start...]))) }
        return lines
    }

    /// The line's object, or the error: not JSON, cut short, not an object.
    static func object(_ line: Line, file: String, isLast: Bool) throws(RecordingError) -> RecordLine {
        let blank = RecordLine(file: file, number: line.number, text: line.text, bytes: line.bytes, members: [])
        let value: JSONValue
        do {
            value = try JSONLineReader.read(line.bytes)
        } catch {
            if error.truncated {
                let why =
                    isLast
                    ? "the file ends inside this record (was the recorder stopped mid-write?)"
                    : "the line ends inside a record (a truncated write?)"
                throw blank.error(at: error.offset, "truncated line: \(why); \(error.message)")
            }
            throw blank.error(at: error.offset, "not a JSON line: \(error.message)")
        }
        guard case .object(let members) = value else {
            throw blank.error("each line is one JSON object {…}, not \(value.kindName)")
        }
        return RecordLine(file: file, number: line.number, text: line.text, bytes: line.bytes, members: members)
    }
}
