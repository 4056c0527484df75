import SimulationKit
import Vocabulary

/// One line of a recording after the header: when, where in the file, and what happened.
public struct RecordedEvent: Hashable, Sendable {
    /// Time since the recording started (monotonic).
    public var time: SimDuration
    /// The line of the file it was read from.
    public var line: Int
    /// What happened.
    public var kind: Kind

    /// An event from its parts.
    public init(time: SimDuration, line: Int, kind: Kind) {
        self.time = time
        self.line = line
        self.kind = kind
    }

    /// What happened: something the user, the app or the device did (an action a scenario replays),
    /// or something the system delivered (an observation a scenario expects).
    public enum Kind: Hashable, Sendable {
        /// The app's process or its place on screen changed.
        case app(LifecycleEvent)
        /// The app called the location API.
        case call(RecordedCall)
        /// A system alert appeared (from a UI test): its kind and buttons.
        case alert(kind: String, buttons: [String])
        /// The user tapped a button of the system alert on screen.
        case answer(button: String)
        /// The user changed a switch in Settings (`location` `never`, `precise` `off`, …).
        case settings(setting: String, value: String)
        /// The system delivered a callback to the app.
        case callback(ObservedCallback)
        /// The app read the Motion & Fitness status (`CMMotionActivityManager.authorizationStatus()`,
        /// `CMPedometer.authorizationStatus()`); from format version 2.
        case motion(MotionStatus)
    }

    /// The event kinds of format version 1, as the `kind` field spells them.
    public static let kindNames = ["app", "call", "alert", "answer", "settings", "callback"]

    /// The event kinds of format `version`: version 2 adds `motion`.
    public static func kindNames(inVersion version: Int) -> [String] {
        version >= 2 ? kindNames + ["motion"] : kindNames
    }
}

/// A lifecycle event of the app, from UIApplication's notifications.
public enum LifecycleEvent: String, Hashable, Sendable, CaseIterable {
    /// didFinishLaunching.
    case launch
    /// didEnterBackground.
    case background
    /// willEnterForeground (back on screen).
    case foreground
    /// willTerminate.
    case terminate
}

/// A call the app made: the API as `call` names it in a scenario, the manager and the argument.
public struct RecordedCall: Hashable, Sendable {
    /// `requestWhenInUseAuthorization`, `createManager`, …
    public var api: String
    /// `m1`, `m2`: the managers in the order the app made them; nil for the latest.
    public var manager: String?
    /// The one argument some calls take (a purpose key, `best`/`reduced`, `true`/`false`).
    public var argument: String?

    /// A call from its parts.
    public init(api: String, manager: String? = nil, argument: String? = nil) {
        self.api = api
        self.manager = manager
        self.argument = argument
    }
}
