import SimulationKit

/// A JSON object key spelt as a string, so one container type serves every object of the JSON form
/// and a reader can list the keys it was given (to refuse the ones it does not know).
struct JSONKey: CodingKey, Hashable, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringLiteral name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The kinds of one tagged object of the JSON form (a step, a header statement…) and the fields each
/// kind has besides `kind`, in the order the reference lists them.
///
/// Every choice in the JSON form is an object with a `kind` and named fields; the table is what a
/// reader checks an object against, so an unknown kind, an unknown field (a typo such as `lable`) and
/// a missing field are all refused with a message naming what was expected.
struct JSONKinds: Sendable {
    /// What the objects are, for messages: `step`, `header statement`.
    let what: String
    /// Each kind with its fields (besides `kind`), in reference order.
    let kinds: [(kind: String, fields: [String])]

    /// The kinds in reference order.
    var names: [String] { kinds.map(\.kind) }

    /// Reads and checks `kind`, then checks that every key is `kind`, a field of that kind, or one of
    /// `otherFields` (the fields of an object this one is flattened into).
    func kind(in container: KeyedDecodingContainer<JSONKey>, otherFields: [String] = []) throws -> String {
        let kind = try container.decode(String.self, forKey: "kind")
        guard let fields = kinds.first(where: { $0.kind == kind })?.fields else {
            let suggestion = Suggestion.nearest(to: kind, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
            throw DecodingError.dataCorruptedError(
                forKey: "kind", in: container,
                debugDescription:
                    "unknown \(what) kind \"\(kind)\"\(suggestion) (kinds: \(names.joined(separator: ", ")))")
        }
        let allowed = ["kind"] + fields + otherFields
        for key in container.allKeys where !allowed.contains(key.stringValue) {
            let suggestion =
                Suggestion.nearest(to: key.stringValue, among: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "unknown field \"\(key.stringValue)\" in a \"\(kind)\" \(what)\(suggestion) (fields: \(allowed.joined(separator: ", ")))"
            )
        }
        return kind
    }

    /// The error for a kind the table lists but the reader does not handle; unreachable while the table
    /// and the reader agree, and an error rather than a crash if they ever do not.
    func unhandled(_ kind: String, in container: KeyedDecodingContainer<JSONKey>) -> DecodingError {
        DecodingError.dataCorruptedError(
            forKey: "kind", in: container, debugDescription: "\(what) kind \"\(kind)\" is not supported")
    }
}

/// Checks that an object has only the fields listed, for the plain objects of the JSON form (a
/// location, a coordinate), which have no `kind`.
func checkFields(_ fields: [String], of what: String, in container: KeyedDecodingContainer<JSONKey>) throws {
    for key in container.allKeys where !fields.contains(key.stringValue) {
        let suggestion =
            Suggestion.nearest(to: key.stringValue, among: fields).map { "; did you mean \"\($0)\"?" } ?? ""
        throw DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription:
                "unknown field \"\(key.stringValue)\" in \(what)\(suggestion) (fields: \(fields.joined(separator: ", ")))"
        )
    }
}

/// Reads a name of a string-valued enumeration (`reduced`, `while-using`), listing the names on a miss.
func decodeName<Name>(
    _ decoder: any Decoder, what: String, names: [String], from name: (String) -> Name?
) throws -> Name {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = name(text) else {
        let suggestion = Suggestion.nearest(to: text, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
        throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "unknown \(what) \"\(text)\"\(suggestion) (expected \(names.joined(separator: ", ")))")
    }
    return value
}

extension KeyedDecodingContainer where Key == JSONKey {
    /// Reads a whole number, saying so when the document has a fraction or a value out of range
    /// (`"time_us": 8.7`, seconds where microseconds belong), which Foundation reports only as
    /// "not valid JSON" for the whole document.
    func decodeInteger<Integer: FixedWidthInteger & Decodable>(
        _ type: Integer.Type, forKey key: JSONKey
    ) throws
        -> Integer
    {
        do {
            return try decode(Integer.self, forKey: key)
        } catch {
            guard let number = try? decode(Double.self, forKey: key) else { throw error }
            let shown = number.rounded() == number && abs(number) < 1e18 ? String(Int64(number)) : "\(number)"
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "expected a whole number from \(Integer.min) to \(Integer.max), found \(shown)")
        }
    }

    /// Reads an instant written as integer microseconds since the start (a `…_us` field).
    func decodeInstant(forKey key: JSONKey) throws -> SimInstant {
        SimInstant(microsecondsSinceStart: try decodeInteger(Int64.self, forKey: key))
    }

    /// Reads a duration written as integer microseconds (a `…_us` field).
    func decodeDuration(forKey key: JSONKey) throws -> SimDuration {
        SimDuration(microseconds: try decodeInteger(Int64.self, forKey: key))
    }

    /// Reads an optional duration: nil when the field is left out or null.
    func decodeDurationIfPresent(forKey key: JSONKey) throws -> SimDuration? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeDuration(forKey: key)
    }
}
