import Vocabulary

/// One named figure or switch of a ``Profile``: what `set NAME VALUE` and `--set` change, what
/// `locsim rules` lists, and where the figure comes from. Its ``kind`` is declared with it (by the
/// type of the profile field it writes), so the parser types a `set` line's value without guessing.
public struct ProfileParameter: Sendable {
    /// The name scenarios use (`allowOnceExpiry`).
    public let name: String
    /// M, D, A: how the default was obtained.
    public let provenance: [Provenance]
    /// The rules that read it.
    public let rules: [RuleID]
    /// One line on what it is.
    public let summary: String
    /// The kind of quantity a scenario writes for it (a time, a distance, a switch).
    public let kind: ParameterKind
    /// Whether a range (`2ms..9ms`) is itself a value of the parameter (a measured span the system
    /// draws from with the seed) rather than a span for the runner to pick one value from.
    public let takesRange: Bool
    /// What kind of text it accepts (`a time or a range such as 2ms..9ms`).
    public let expected: String
    let read: @Sendable (Profile) -> String
    let write: @Sendable (inout Profile, String) throws(ProfileError) -> Void
    let assign: @Sendable (inout Profile, ParameterSetting) throws(ProfileError) -> Void
    let typed: @Sendable (String) throws(ProfileError) -> ParameterSetting?

    /// The parameter's value in `profile`, printed the way it is parsed.
    public func value(in profile: Profile) -> String { read(profile) }

    /// The typed value `--set` text spells (`1.7km` → 1700 m), as a scenario's `set` line would
    /// write it; nil when a quantity cannot hold it. Counterexamples write command-line figures
    /// into their header with it.
    public func setting(parsing text: String) throws(ProfileError) -> ParameterSetting? {
        do {
            return try typed(text)
        } catch {
            throw error.named(name)
        }
    }

    /// Provenance as the catalog writes it (`M`, `M+D`, `A`).
    public var provenanceText: String { provenance.map(\.rawValue).joined(separator: "+") }
}
