import Foundation

/// The file `locsim explore --shard K/N` writes and `locsim merge` reads: one JSON object with sorted
/// keys, the report's fields and a `format` version. Reading checks the size, the nesting, the
/// version, the types and then every figure (``ShardValidator``), so a damaged, truncated or hostile
/// file is refused with its field named, never trusted.
public enum ShardFile {
    /// The version written; a reader refuses any other, since fields and their meaning may change.
    public static let format = 2

    /// The file's contents: the report's fields beside the version.
    struct Contents: Codable {
        var format: Int
        var header: ExplorationHeader
        var shard: Shard
        var units: [UnitResult]
        var failures: [CheckFailure]
    }

    /// Just the version, read first so a file of another version is named as such.
    struct Version: Decodable {
        var format: Int?
    }

    /// `report` as the bytes of a shard file (one line, sorted keys, ending in a newline).
    public static func encode(_ report: ExplorationReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let contents = Contents(
            format: format, header: report.header, shard: report.shard, units: report.units,
            failures: report.failures)
        return try encoder.encode(contents) + Data("\n".utf8)
    }

    /// The report in `data`, read from `file`, or the first problem found.
    public static func decode(_ data: Data, file: String) throws(ShardProblem) -> ExplorationReport {
        guard data.count <= ShardBounds.fileBytes else {
            throw ShardProblem(
                file: file,
                "the file has \(data.count) bytes, past the limit of \(ShardBounds.fileBytes) for a shard file")
        }
        if let offset = ShardSyntax.nestingPastLimit(data) {
            throw ShardProblem(
                file: file,
                "JSON nested deeper than \(ShardBounds.nesting) levels at byte \(offset); a shard file nests 8: "
                    + "write it again with `locsim explore --shard K/N`")
        }
        let decoder = JSONDecoder()
        let version: Version
        do {
            version = try decoder.decode(Version.self, from: data)
        } catch {
            let why = ShardSyntax.hint(data) ?? reason(error)
            throw ShardProblem(file: file, "not a shard file: \(why); write it with `locsim explore --shard K/N`")
        }
        guard let found = version.format else {
            throw ShardProblem(
                file: file,
                "field 'format' is missing; this locsim reads shard format \(format): write the shards again with "
                    + "this version's `locsim explore --shard K/N`")
        }
        guard found == format else {
            throw ShardProblem(
                file: file,
                "field 'format' is \(found); this locsim reads shard format \(format) only: explore and merge with "
                    + "the same locsim version")
        }
        let contents: Contents
        do {
            contents = try decoder.decode(Contents.self, from: data)
        } catch {
            throw ShardProblem(file: file, "\(reason(error)); write it again with `locsim explore --shard K/N`")
        }
        let report = ExplorationReport(
            header: contents.header, shard: contents.shard, units: contents.units, failures: contents.failures)
        try ShardValidator(file: file).validate(report)
        return report
    }

    /// A decoding error in words, with the field's path (`field 'units[2].events' …`).
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON (\(error))" }
        func field(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "field '\(field(context.codingPath))' is not \(ShardFile.typeName(type))"
        case .valueNotFound(let type, let context):
            return "field '\(field(context.codingPath))' is null; expected \(ShardFile.typeName(type))"
        case .keyNotFound(let key, let context):
            return "field '\(field(context.codingPath + [key]))' is missing"
        case .dataCorrupted(let context):
            let place = context.codingPath.isEmpty ? "" : " at field '\(field(context.codingPath))'"
            return "not valid JSON or a value out of range\(place) (\(context.debugDescription.prefix(200)))"
        @unknown default:
            return "cannot be read (\(error))"
        }
    }

    /// How a Swift type reads in a message.
    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is UInt64.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default: return "of the expected kind (\(type))"
        }
    }
}
