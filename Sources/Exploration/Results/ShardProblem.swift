import ScenarioLanguage

/// Why shard files cannot be merged, worded for the person who wrote them: the file (none when the
/// problem is the set of files, such as a missing shard) and what is wrong with which field, ending
/// with what to do.
public struct ShardProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The shard file, as given on the command line; nil for a problem of the whole set.
    public var file: String?
    /// What is wrong and how to fix it.
    public var message: String

    /// A problem of `file`, or of the whole set when it is nil.
    public init(file: String?, _ message: String) {
        self.file = file
        self.message = message
    }

    /// `s1.json: error: field 'shard.count' is 0; expected …`, with control characters escaped
    /// (``DisplayPath``): the file's name and the fields a message quotes are untrusted, and the
    /// message goes to a terminal.
    public var description: String {
        DisplayPath.escaped((file.map { "\($0): " } ?? "") + "error: " + message)
    }

    /// A field whose value is out of range, in the common wording.
    static func field(_ file: String, _ path: String, is value: String, expected: String) -> ShardProblem {
        ShardProblem(
            file: file,
            "field '\(path)' is \(value); expected \(expected). The file is damaged or was not written by "
                + "`locsim explore --shard K/N`: write it again")
    }
}
