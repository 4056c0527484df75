import ScenarioLanguage
import SimulationKit

/// One line of a recording being read: its parsed object and the helpers that take its fields,
/// each failing at the field's own column with what was expected. ``finish()`` refuses any field
/// the kind does not define, with the nearest defined name, so a misspelt field is an error rather
/// than a silently missing value.
struct RecordLine {
    let file: String
    let number: Int
    let text: String
    let bytes: [UInt8]
    let members: [JSONMember]
    private var taken: [String] = []

    init(file: String, number: Int, text: String, bytes: [UInt8], members: [JSONMember]) {
        self.file = file
        self.number = number
        self.text = text
        self.bytes = bytes
        self.members = members
    }

    /// The error at byte `offset` of the line.
    func error(at offset: Int, _ message: String) -> RecordingError {
        let prefix = String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self)
        let column = prefix.unicodeScalars.count + 1
        return RecordingError(
            location: SourceLocation(file: file, line: number, column: column), lineText: text, message: message)
    }

    /// The error about the whole line (column 1).
    func error(_ message: String) -> RecordingError { error(at: 0, message) }

    /// The member `key`, marked as read; nil when absent and not `required`.
    mutating func member(_ key: String, required: Bool, what: String) throws(RecordingError) -> JSONMember? {
        taken.append(key)
        if let member = members.first(where: { $0.key == key }) { return member }
        guard required else { return nil }
        if let misspelt = members.first(where: { EditDistance.nearest(to: $0.key, among: [key]) != nil }) {
            throw error(at: misspelt.offset, "unknown field \"\(misspelt.key)\"; did you mean \"\(key)\"? (\(what))")
        }
        throw error("missing field \"\(key)\" (\(what))")
    }

    /// A string field.
    mutating func string(_ key: String, required: Bool = true, what: String) throws(RecordingError) -> String? {
        guard let member = try member(key, required: required, what: what) else { return nil }
        guard case .string(let text) = member.value else { throw wrongType(member, what) }
        return text
    }

    /// An optional text field that becomes one line of a scenario (a title): no control character.
    mutating func line(_ key: String, what: String) throws(RecordingError) -> String? {
        guard let text = try string(key, required: false, what: what) else { return nil }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            let member = members.first { $0.key == key }
            throw error(at: member?.offset ?? 0, "field \"\(key)\" should be \(what)")
        }
        return text
    }

    /// A whole-number field within `range`.
    mutating func int(
        _ key: String, required: Bool = true, in range: ClosedRange<Int64> = 0...Int64.max, what: String
    ) throws(RecordingError) -> Int64? {
        guard let member = try member(key, required: required, what: what) else { return nil }
        guard case .number(let text) = member.value, let value = Int64(text), range.contains(value) else {
            throw wrongType(member, what)
        }
        return value
    }

    /// A true/false field.
    mutating func bool(_ key: String, required: Bool = true, what: String) throws(RecordingError) -> Bool? {
        guard let member = try member(key, required: required, what: what) else { return nil }
        guard case .bool(let value) = member.value else { throw wrongType(member, what) }
        return value
    }

    /// A decimal number field, as written.
    mutating func decimal(_ key: String, required: Bool = true, what: String) throws(RecordingError) -> String? {
        guard let member = try member(key, required: required, what: what) else { return nil }
        guard case .number(let text) = member.value else { throw wrongType(member, what) }
        return text
    }

    /// A string field whose value must be one of `allowed`.
    mutating func oneOf(_ key: String, _ allowed: [String], what: String) throws(RecordingError) -> String {
        let value = try string(key, what: what) ?? ""
        guard allowed.contains(value) else {
            let member = members.first { $0.key == key }
            let suggestion = EditDistance.nearest(to: value, among: allowed).map { "did you mean \"\($0)\"? " } ?? ""
            throw error(
                at: member?.offset ?? 0,
                "unknown \(key) \"\(Self.cut(value))\"; \(suggestion)(\(key): \(allowed.joined(separator: ", ")))")
        }
        return value
    }

    /// `text` as a message quotes it: its first 64 characters, then `…` (a field may be megabytes long).
    static func cut(_ text: String) -> String { DisplayPath.cut(text, to: 64) }

    /// Refuses every field not read, naming the nearest field this kind of line has.
    func finish() throws(RecordingError) {
        for member in members where !taken.contains(member.key) {
            let suggestion =
                EditDistance.nearest(to: member.key, among: taken).map { "; did you mean \"\($0)\"?" } ?? ""
            throw error(
                at: member.offset,
                "unknown field \"\(Self.cut(member.key))\"\(suggestion) (fields here: \(taken.joined(separator: ", ")))"
            )
        }
    }

    private func wrongType(_ member: JSONMember, _ what: String) -> RecordingError {
        error(at: member.offset, "field \"\(member.key)\" should be \(what), found \(member.value.shortText)")
    }
}
