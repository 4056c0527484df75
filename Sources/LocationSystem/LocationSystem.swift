/// LocationSystem: the simulated device and OS: app lifecycle, authorization, accuracy, alerts, managers, fixes, service sessions, motion, purpose strings and timing profiles, each rule in one place under its catalog ID.
///
/// Filled by the issues that build on the foundation; the module exists from day one so the
/// dependency order of docs/architecture.md is visible and enforced by the package graph.
public enum LocationSystem {
    /// The modules this one may use, in dependency order, so a reader sees its place in the house.
    public static let layer = "LocationSystem"
}
