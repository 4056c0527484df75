import SimulationKit
import Vocabulary

/// The simulated iPhone: its switches and where it is. Starts as the seeds' simulator did: Location
/// Services on, no restriction, no motion coprocessor, at Westminster Bridge.
public struct DeviceState: Hashable, Sendable {
    /// The device-wide Location Services switch (off reads as denied for every app, SET-SERVICES-OFF).
    public var locationServicesEnabled = true
    /// Device management forbids location (AUTH-10): status reads restricted.
    public var restricted = false
    /// Device management or Screen Time forbids the camera (CAM-3): it reads restricted.
    public var cameraRestricted = false
    /// Parental controls or a configuration profile forbid the photo library (PHO-8): both levels read restricted.
    public var photosRestricted = false
    /// PHO-9, a what-if (A, no iOS does it): the device answers read/write `limited` with a raw value
    /// no SDK declares (5), so an app's `@unknown default` runs.
    public var unknownPhotoStatus = false
    /// How many photos the library holds (PHO-4: a selection picks among them; A: 24).
    public var photoLibraryCount = 24
    /// Whether a motion coprocessor exists (MOT-3: the alert appears even without it).
    public var motionHardware = false
    /// Whether a barometer exists (CMAltimeter availability).
    public var barometer = false
    /// Whether a magnetometer exists, so headings are available (the simulator has none).
    public var magnetometer = false
    /// Whether the device ranges iBeacons (the simulator ranges none).
    public var beaconRanging = false
    /// The true position when not walking, or where the last walk began.
    public var position = Coordinate.westminsterBridge
    /// The walk in progress, if any.
    public var walk: Walk?
    /// ACC-9: where a route froze when the app went to the background (simulator quirk).
    public var frozenPosition: Coordinate?

    /// The seeds' simulator: Location Services on, no restriction, no motion hardware, at Westminster
    /// Bridge.
    public init() {}

    /// Whether the class's hardware exists (MOT-3): the altimeter needs a barometer, the rest the
    /// motion coprocessor.
    public func motionAvailable(_ motionClass: MotionClass) -> Bool {
        Self.motionAvailable(motionClass, hardware: motionHardware, barometer: barometer)
    }

    /// Whether `motionClass` exists on a device with motion hardware `hardware` and a barometer
    /// `barometer`: the rule for a handle (`AppSystem`) that keeps those two facts, not the device.
    static func motionAvailable(_ motionClass: MotionClass, hardware: Bool, barometer: Bool) -> Bool {
        motionClass == .altimeter ? barometer : hardware
    }

    /// The true position at `time`.
    public func truePosition(at time: SimInstant) -> Coordinate {
        walk?.position(at: time) ?? position
    }
}
