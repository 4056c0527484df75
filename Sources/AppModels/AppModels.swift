/// AppModels: the AppModel protocol (the plug), the built-in reference and buggy models, and their registry.
///
/// Filled by the issues that build on the foundation; the module exists from day one so the
/// dependency order of docs/architecture.md is visible and enforced by the package graph.
public enum AppModels {
    /// The modules this one may use, in dependency order, so a reader sees its place in the house.
    public static let layer = "AppModels"
}
