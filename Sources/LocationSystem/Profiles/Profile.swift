import SimulationKit

/// Every figure and every assumption the simulated system uses, as named values a scenario can
/// override: a run is only as trustworthy as the numbers behind it, so none of them is hidden in
/// code.
///
/// Two profiles ship. `ios27-simulator` (the default) holds the figures measured on the iOS 27.0
/// simulator; `device-documented` differs where Apple's documentation and the simulator disagree
/// (ACC-8, ACC-9). ``parameters`` lists each figure with its provenance and the rules that read it.
///
/// ```swift
/// var profile = try Profile.named("ios27-simulator")
/// try profile.set("allowOnceExpiry", to: "17s")
/// ```
public struct Profile: Hashable, Sendable {
    /// The profile's name as scenarios and reports print it.
    public var name: String
    /// AUTH-1 (M 000): the delay between assigning a delegate and its first authorization callback.
    public var initialCallbackDelay = DurationRange(.milliseconds(2), .milliseconds(9))
    /// (A) The delay of every other reply: an authorization callback after an answer or a Settings
    /// change, a full-accuracy or motion handler, a session diagnostic. Assumed equal to AUTH-1's.
    public var replyDelay = DurationRange(.milliseconds(2), .milliseconds(9))
    /// AUTH-3 (M 000): Allow Once reverts to notDetermined this long after the app leaves the
    /// foreground (measured: background ≈10 s, revert 28.3 s).
    public var allowOnceExpiry = SimDuration.seconds(18)
    /// AUTH-3 (A): a return to the foreground before the expiry keeps the temporary grant.
    public var foregroundKeepsAllowOnce = true
    /// AUTH-5 (A): Allow Once on the requestAlways alert is the same temporary grant as AUTH-3.
    public var alwaysAlertAllowOnceIsTemporary = true
    /// ACC-6 (M 004): temporary full accuracy ends this long after the app leaves the foreground
    /// (11.2–11.3 s in six runs).
    public var fullAccuracyExpiry = SimDuration.microseconds(11_300_000)
    /// ACC-1 (M 004): horizontal accuracy of a precise fix.
    public var preciseAccuracy = Distance.metres(5)
    /// ACC-2 (M 004): horizontal accuracy of every approximate fix.
    public var approximateAccuracy = Distance(millimetres: 5_411_800)
    /// ACC-2 (M 004): distance from the true position to the snapped centre (runs: 1,715–2,072 m).
    public var approximateOffset = DistanceRange(Distance(millimetres: 1_700_000), Distance(millimetres: 2_100_000))
    /// ACC-3 (D 004): the size of a snapping region (≈5 km typical).
    public var snappingCell = Distance.kilometres(5)
    /// ACC-3 (D 004): how often the approximate location is recomputed (about four times an hour).
    public var snappingRecompute = SimDuration.minutes(15)
    /// (A) The interval between fixes while updating and authorized (1 Hz).
    public var fixInterval = SimDuration.seconds(1)
    /// SES-4 (D that iOS pauses a still device's live updates, A how soon: not measured): how long
    /// the device must stay put before a live-updates sequence says it is stationary and pauses.
    public var stationaryAfter = SimDuration.seconds(60)
    /// AUTH-11, SET-NEVER (A): how long after a revoke's didFailWithError the status callback comes;
    /// the seeds measured only the order.
    public var failureToCallbackGap = SimDuration.milliseconds(1)
    /// AUTH-12 (A): delay between leaving the foreground and the code-1 failure.
    public var backgroundAccessLossDelay = DurationRange(.milliseconds(2), .milliseconds(9))
    /// SET-SERVICES-OFF (A): turning Location Services off also fails running updates with code 1,
    /// as any revoke does (AUTH-11).
    public var servicesOffFailsUpdates = true
    /// AUTH-10 (A): a restriction switched on or off while the app runs sends an authorization callback.
    public var restrictionSendsCallback = true
    /// CAM-4, MIC-3, PHO-5 (A): taking camera, microphone or Photos access away in Settings ends the
    /// app's process (developers report it; Apple's reference does not state it, and nothing here
    /// was measured).
    public var privacyRevokeTerminates = true
    /// ACC-8 (M vs D 004): whether NSLocationDefaultAccuracyReduced starts a grant with Precise off.
    /// The simulator ignored it; the documentation says it is honoured.
    public var honoursDefaultAccuracyReduced = false
    /// ACC-9 (M 004): a moving route stops advancing while the app is in the background (simulator).
    public var backgroundRouteFreezes = true
    /// MON-2 (D): how far the device must move before the next significant-change location.
    public var significantChangeDistance = Distance.metres(500)
    /// MON-2 (D): the least time between two significant-change locations ("not more frequently
    /// than once every five minutes"; A: exactly that).
    public var significantChangeInterval = SimDuration.minutes(5)
    /// (A) How much later a callback arrives under the `delayCallback` fault.
    public var faultCallbackDelay = SimDuration.seconds(2)

    /// A profile with the default (iOS 27.0 simulator) figures under `name`.
    init(name: String) {
        self.name = name
    }

    /// The measured iOS 27.0 simulator: the default profile.
    public static let ios27Simulator = Profile(name: "ios27-simulator")

    /// The documented device behaviour, where it differs from the simulator: NSLocationDefaultAccuracyReduced
    /// is honoured (ACC-8) and a moving route keeps advancing in the background (ACC-9).
    public static var deviceDocumented: Profile {
        var profile = Profile(name: "device-documented")
        profile.honoursDefaultAccuracyReduced = true
        profile.backgroundRouteFreezes = false
        return profile
    }

    /// Every shipped profile, default first.
    public static var all: [Profile] { [ios27Simulator, deviceDocumented] }

    /// The shipped profiles' names.
    public static var names: [String] { all.map(\.name) }

    /// The profile with this name, or an error suggesting the nearest name.
    public static func named(_ name: String) throws(ProfileError) -> Profile {
        if let profile = all.first(where: { $0.name == name }) { return profile }
        throw .unknownProfile(name, suggestion: EditDistance.nearest(to: name, among: names))
    }
}
