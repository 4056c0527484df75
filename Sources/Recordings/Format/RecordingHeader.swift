import SimulationKit
import Vocabulary

/// The first line of a recording: which version of the format it is, the device it was made on, how
/// precise its times are, and the grant the app started with.
public struct RecordingHeader: Hashable, Sendable {
    /// The format versions this locsim reads: 1, and 2, which adds live updates, service-session
    /// diagnostics, Core Motion results and status reads, and the device's motion hardware.
    public static let supportedVersions = [1, 2]
    /// The version `Recorder/Recorder.swift` writes.
    public static let currentVersion = 2

    /// The version of the format (`"locsim_recording": 1`).
    public var version: Int
    /// The device: OS name and version, build, model, simulator or not.
    public var device: RecordedDevice
    /// How far a recorded time may be from the true moment: the clock's resolution, or the rounding
    /// of a figure transcribed from notes. Import widens each window by it, conform accepts a timing
    /// within it, calibrate takes no evidence finer than it.
    public var tolerance: SimDuration
    /// A title for the scenario made from it.
    public var title: String?
    /// The grant at the start (`simctl privacy grant`), nil when the app starts undecided.
    public var startStatus: AuthorizationStatus?
    /// Whether the starting grant has full accuracy (default true).
    public var startFullAccuracy: Bool
    /// Whether the device has motion hardware (`CMMotionActivityManager.isActivityAvailable()`);
    /// nil when the recording does not say (version 1).
    public var motionHardware: Bool?
    /// Whether the recording holds every fix the app received (`all_fixes`, version 2; the
    /// recorder's do), so conform counts them; a recording transcribed from notes holds a few.
    public var allFixes: Bool
    /// Whether the device has a barometer (`CMAltimeter.isRelativeAltitudeAvailable()`); nil when
    /// the recording does not say.
    public var barometer: Bool?

    /// A header from its parts.
    public init(
        version: Int = 1, device: RecordedDevice, tolerance: SimDuration, title: String? = nil,
        startStatus: AuthorizationStatus? = nil, startFullAccuracy: Bool = true, motionHardware: Bool? = nil,
        barometer: Bool? = nil, allFixes: Bool = false
    ) {
        self.version = version
        self.device = device
        self.tolerance = tolerance
        self.title = title
        self.startStatus = startStatus
        self.startFullAccuracy = startFullAccuracy
        self.motionHardware = motionHardware
        self.barometer = barometer
        self.allFixes = allFixes
    }
}

/// The device a recording was made on, as `UIDevice` and `ProcessInfo` report it.
public struct RecordedDevice: Hashable, Sendable {
    /// `iOS`.
    public var os: String
    /// `27.0`.
    public var osVersion: String
    /// The OS build (`24A5260a`), empty when unknown.
    public var build: String
    /// `iPhone 17`.
    public var model: String
    /// Whether it was the simulator.
    public var simulator: Bool

    /// A device from its facts.
    public init(os: String, osVersion: String, build: String, model: String, simulator: Bool) {
        self.os = os
        self.osVersion = osVersion
        self.build = build
        self.model = model
        self.simulator = simulator
    }

    /// `iOS 27.0 (24A5260a), iPhone 17, simulator`.
    public var summary: String {
        "\(os) \(osVersion)" + (build.isEmpty ? "" : " (\(build))") + ", \(model), "
            + (simulator ? "simulator" : "device")
    }
}
