import Vocabulary

/// Everything a run starts from: the seed, the profile, the app's Info.plist, the device, an
/// optional already-decided permission (as `simctl privacy grant` would set it) and the faults.
///
/// ```swift
/// var configuration = SimulationConfiguration(seed: 7)
/// configuration.start = StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced)
/// let simulation = Simulation(configuration: configuration)
/// ```
public struct SimulationConfiguration: Hashable, Sendable {
    /// The scenario seed; every random choice derives from it.
    public var seed: UInt64
    /// The timing profile, with any overrides applied.
    public var profile: Profile
    /// The app's Info.plist; the seeds' test host by default.
    public var plist: InfoPlist
    /// The device's switches and position.
    public var device: DeviceState
    /// `start status S [accuracy full|reduced]`: begin from an already-decided state.
    public var start: StartingAuthorization?
    /// `start motion S`: the Motion & Fitness status to begin from.
    public var startMotion: MotionStatus
    /// The what-if faults switched on.
    public var faults: Set<Fault>
    /// The app's display name in alert titles (`Allow “Host” to use your location?`).
    public var appName: String

    /// A configuration with the seeds' defaults: the simulator profile, the test host's plist, the
    /// device at Westminster Bridge, nothing decided, no faults.
    public init(
        seed: UInt64 = 0, profile: Profile = .ios27Simulator, plist: InfoPlist = .testHost,
        device: DeviceState = DeviceState(), start: StartingAuthorization? = nil,
        startMotion: MotionStatus = .notDetermined, faults: Set<Fault> = [], appName: String = "Host"
    ) {
        self.seed = seed
        self.profile = profile
        self.plist = plist
        self.device = device
        self.start = start
        self.startMotion = startMotion
        self.faults = faults
        self.appName = appName
    }
}

/// An already-decided location permission to start from.
public struct StartingAuthorization: Hashable, Sendable {
    /// The decision (0, 2, 3 or 4; 1 is a device restriction, set through ``DeviceState/restricted``).
    public var status: AuthorizationStatus
    /// The Precise Location switch.
    public var accuracy: Accuracy

    /// A starting permission.
    public init(status: AuthorizationStatus, accuracy: Accuracy = .full) {
        self.status = status
        self.accuracy = accuracy
    }
}
