import ScenarioLanguage

/// A failing timeline written down as a plain scenario with every choice fixed, ready for
/// `locsim run` and for a team's suite.
public struct Counterexample: Hashable, Sendable, Codable {
    /// A file name for it (`allow-once-line-14.scenario`).
    public var fileName: String
    /// The scenario text.
    public var text: String
    /// The decisions it fixes.
    public var path: [Decision]
    /// Steps it performs.
    public var steps: Int
    /// Whether its plain run fails the same check (checked when it is made).
    public var reproduced: Bool
    /// The broken check's line in `text` (nil for a model's invariant or when it does not
    /// reproduce): the rewrite moves lines, and a run of the file names this one.
    public var line: Int?
}

extension Counterexample {
    /// Why `name` is not a plain `NAME.scenario` base name, or nil when it is one: a counterexample
    /// is written as DIR/NAME and DIR/STEM.trace, and a name read from a shard file must not lead
    /// anywhere else.
    public static func unsafeFileName(_ name: String) -> String? {
        if name.utf8.count > ShardBounds.fileNameBytes { return "longer than \(ShardBounds.fileNameBytes) bytes" }
        if name.contains("/") || name.contains("\\") { return "it names a folder" }
        if name.unicodeScalars.contains(where: DisplayPath.needsEscape) { return "it holds a control character" }
        let suffix = ".scenario"
        guard name.hasSuffix(suffix), name.utf8.count > suffix.utf8.count else { return "not NAME.scenario" }
        return nil
    }
}
