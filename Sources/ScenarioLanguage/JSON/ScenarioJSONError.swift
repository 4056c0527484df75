/// Why ``Scenario/init(json:)`` refused a document: where (`timeline[3].step.kind`) and what is wrong,
/// in one line a tool author can act on, rather than a `DecodingError` dump.
///
/// ```swift
/// do { _ = try Scenario(json: data) } catch let error as ScenarioJSONError {
///     print(error)  // timeline[1].step.kind: unknown step kind "tapp"; did you mean "tap"? (kinds: …)
/// }
/// ```
public struct ScenarioJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path to the offending value (`header[0].seed`), empty for the document as a whole.
    public var path: String
    /// What is wrong there.
    public var message: String

    /// An error, for tools that check documents themselves.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone for the whole document.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// The error a decoding failure means, with the coding path spelt as in JavaScript.
    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath), message: "missing field \"\(key.stringValue)\"")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), message: "expected \(Self.name(of: type)), found null")
        case .typeMismatch(let type, let context):
            self.init(
                path: Self.path(context.codingPath),
                message: "expected \(Self.name(of: type)) (\(context.debugDescription))")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, let underlying = context.underlyingError {
                self.init(path: "", message: "not valid JSON: \(underlying)")
            } else {
                self.init(path: Self.path(context.codingPath), message: context.debugDescription)
            }
        @unknown default:
            self.init(path: "", message: "\(error)")
        }
    }

    /// `timeline[3].step.kind` from a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// A JSON reader's name for what a Swift type decodes from.
    static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Int.Type, is Int64.Type, is UInt64.Type: return "an integer"
        case is [Any].Type: return "an array"
        default: return "an object"
        }
    }
}
