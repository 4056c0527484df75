/// Where the device is relative to a monitored region, with Core Location's raw values.
public enum CLRegionState: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Inside the region.
    case inside = 1
    /// Outside the region.
    case outside = 2
}
