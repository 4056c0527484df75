import SimulationKit
import Vocabulary

/// One thing the user, the device or the test harness does at a moment of the timeline.
///
/// Steps are data, like the simulator's events: the runner switches over them, exploration hashes and
/// forks them, the printer writes them back.
public indirect enum Step: Hashable, Sendable {
    /// `launch`: start the app process.
    case launch
    /// `terminate`: end the app process.
    case terminate
    /// `relaunch`: terminate and launch again; persisted storage survives.
    case relaunch
    /// `background`: the app leaves the foreground.
    case background
    /// `foreground`: the app comes back to the foreground.
    case foreground
    /// `suspend`: the system suspends the backgrounded app.
    case suspend
    /// `resume`: the suspended app runs again.
    case resume
    /// Core Location has an event for the app that needs Always (a region entry, a visit): with
    /// provisional Always it shows the second prompt first (AUTH-6); a terminated app is relaunched in
    /// the background to receive it (LIFE-1).
    case locationEvent
    /// `tap "LABEL"`: the user taps a control of the app's own UI.
    case tap(label: String)
    /// `alert "BUTTON"` or `alert any`: the user answers the system alert on screen.
    case alert(AlertAnswer)
    /// `settings location never|ask|while-using|always`: the app's Location row in Settings.
    case settingsLocation(LocationSetting)
    /// `settings precise on|off`: the app's Precise Location switch.
    case settingsPrecise(Bool)
    /// `settings location-services on|off`: the device-wide switch, from Settings.
    case settingsLocationServices(Bool)
    /// `settings motion on|off`: the app's Motion & Fitness switch.
    case settingsMotion(Bool)
    /// `settings camera|microphone on|off`: the app's switch for a privacy permission (CAM-4, MIC-3).
    case settingsPrivacy(PrivacyPermission, Bool)
    /// `settings photos none|add-only|limited|full`: the app's Photos row (PHO-5).
    case settingsPhotos(PhotoLibrarySetting)
    /// `settings photos deselect N`: photo N leaves the limited selection (PHO-5).
    case settingsPhotosDeselect(Int)
    /// `settings notifications on|off` or `settings notifications alerts|sounds|badges on|off`: the
    /// app's Notifications page (NOTIF-6).
    case settingsNotifications(NotificationSettingsChange)
    /// `pick N`: the user picks N photos in the picker sheet on screen and taps Done (PHO-4, PHO-6).
    case pick(Int)
    /// `device restricted on|off` or `device location-services on|off` during the run.
    case device(setting: DeviceSetting, enabled: Bool)
    /// `move LAT,LON`: the device jumps to a position.
    case move(Coordinate)
    /// `walk BEARING DISTANCE in DURATION`: the device moves steadily.
    case walk(bearingDegrees: ExactDecimal, distanceMeters: ExactDecimal, duration: SimDuration)
    /// `call API [ARGS]`: the app itself calls the system API.
    case call(Call)
    /// `deliver EVENT …`: inject a callback directly.
    case deliver(Delivery)
    /// `maybe STEP`: an optional step; exploration tries the timeline with and without it.
    case maybe(Step)
    /// `tap? "LABEL"`, `alert? "BUTTON"`, `alert? any`, `background?`, `foreground?`: the step if
    /// the user can take it now (the control or the alert is on screen, the app is where the step
    /// starts from), else nothing, which the trace says. The plain form is strict: a step that
    /// cannot happen stops a run.
    case ifPossible(Step)
    /// `fault NAME [ARGS]`: a what-if switch (a skipped callback, a dropped one…) from this moment.
    case fault(name: String, arguments: [String])

    /// The keyword that starts the step, for messages.
    public var keyword: String { StepSyntax.entry(for: self)?.keyword ?? "" }

    /// Every step keyword, in the order the language reference lists them; suggestions come from here.
    public static let keywords = StepSyntax.keywords
}
