/// ScenarioLanguage: the lexer and parser of scenario files, the Scenario value, and errors with file:line:column.
///
/// Filled by the issues that build on the foundation; the module exists from day one so the
/// dependency order of docs/architecture.md is visible and enforced by the package graph.
public enum ScenarioLanguage {
    /// The modules this one may use, in dependency order, so a reader sees its place in the house.
    public static let layer = "ScenarioLanguage"
}
