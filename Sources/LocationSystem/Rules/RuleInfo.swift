/// What `locsim rules` and docs/behaviors.md say about one rule: where its figure comes from, what
/// the figure is, which profile parameters carry it, and where its code and test live.
///
/// Kept as data beside ``RuleID`` so the listing, the documentation and the code cannot drift apart:
/// a test checks that every parameter named here exists in ``Profile/parameterNames``.
public struct RuleInfo: Hashable, Sendable, Codable {
    /// The rule.
    public var id: RuleID
    /// M, D, R and/or A, in catalog order.
    public var provenance: [Provenance]
    /// The seed files the figure comes from (`000`, `004`), or empty for a pure assumption.
    public var seeds: [String]
    /// The measured or documented figure, in words.
    public var figure: String
    /// The ``Profile`` parameters and fault switches the rule reads, by name.
    public var parameters: [String]
    /// One line on what the rule does.
    public var summary: String
    /// The file under `Sources/LocationSystem/` where the rule is implemented.
    public var sourceFile: String
    /// The test file under `Tests/LocationSystemTests/` that pins it.
    public var testFile: String

    /// Provenance as the catalog writes it: `M`, `M+D`, `A`.
    public var provenanceText: String { provenance.map(\.rawValue).joined(separator: "+") }

    /// Whether any part of the rule rests on an assumption.
    public var isAssumption: Bool { provenance.contains(.assumed) }
}
