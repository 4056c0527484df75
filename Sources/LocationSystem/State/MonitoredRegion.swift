import SimulationKit
import Vocabulary

/// A circular region the app asked Core Location to watch (`startMonitoring(for:)` with a
/// `CLCircularRegion`). Regions belong to the app, not to a manager, and outlive its process (MON-3).
public struct MonitoredRegion: Hashable, Sendable {
    /// The app's identifier; a second region with the same one replaces the first.
    public var identifier: String
    /// The centre.
    public var center: Coordinate
    /// The radius.
    public var radius: Distance
    /// Whether the device was inside when the system last looked; nil before the first look.
    public var inside: Bool?

    /// A region not looked at yet.
    public init(identifier: String, center: Coordinate, radius: Distance) {
        self.identifier = identifier
        self.center = center
        self.radius = radius
    }

    /// Whether `position` lies within the circle (the boundary counts as inside).
    public func contains(_ position: Coordinate) -> Bool {
        Geodesy.distance(center, position) <= radius
    }
}

/// What Core Location watches for the app beyond updates: its regions (MON-3, MON-4), and the
/// identifiers replies name, kept in a table that only grows so a queued reply can name a region by
/// number and stay plain data.
public struct RegionMonitoring: Hashable, Sendable {
    /// The monitored regions, in the order they were first added.
    public var regions: [MonitoredRegion] = []
    /// Every identifier a reply has named, by number.
    public var names: [String] = []
    /// The pending MON-2/MON-3 look at the device's position, while anything is monitored.
    public var tick: EventToken?

    /// The number of `identifier` in ``names``, added when new.
    public mutating func number(of identifier: String) -> Int {
        if let index = names.firstIndex(of: identifier) { return index }
        names.append(identifier)
        return names.count - 1
    }
}
