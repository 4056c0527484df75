/// A device-wide switch or capability, as `device NAME on|off` (or `yes|no`) names it.
///
/// `location-services` and `restricted` can change during a run (they are steps in the timeline);
/// the hardware capabilities are fixed for the run and only appear in the header.
public enum DeviceSetting: String, Hashable, Sendable, CaseIterable {
    /// Location Services for the whole device (SET table, D 004).
    case locationServices = "location-services"
    /// Device management restricts location (AUTH-10).
    case restricted
    /// Device management or Screen Time forbids the camera (CAM-3).
    case cameraRestricted = "camera-restricted"
    /// Parental controls or a configuration profile forbid the photo library (PHO-8).
    case photosRestricted = "photos-restricted"
    /// PHO-9's what-if: a future iOS answers an undeclared Photos status where it would answer limited.
    case unknownPhotoStatus = "unknown-photo-status"
    /// The device has motion hardware (MOT-3).
    case motionHardware = "motion-hardware"
    /// The device has a barometer (CMAltimeter).
    case barometer
    /// The device has a magnetometer, so it reports headings (`headingAvailable()`).
    case magnetometer
    /// The device ranges iBeacons (`isRangingAvailable()`).
    case beaconRanging = "beacon-ranging"

    /// The spellings, in order, for suggestions.
    public static let names: [String] = allCases.map(\.rawValue)

    /// True when the setting may change mid-run, so it is also a timeline step.
    public var isStep: Bool {
        self == .locationServices || self == .restricted || self == .cameraRestricted || self == .photosRestricted
    }

    /// How the file spells true and false for this setting: switches are on/off, hardware yes/no.
    public func spelling(_ value: Bool) -> String {
        switch self {
        case .locationServices, .restricted, .cameraRestricted, .photosRestricted: return value ? "on" : "off"
        case .motionHardware, .barometer, .magnetometer, .beaconRanging, .unknownPhotoStatus:
            return value ? "yes" : "no"
        }
    }
}
