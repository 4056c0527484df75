import Vocabulary

/// The names a scenario may use, supplied by the caller: the runner knows the registered models,
/// profiles and faults; the language only checks words against these lists and suggests the nearest.
///
/// Injected rather than imported so `ScenarioLanguage` depends on nothing but `SimulationKit` and the
/// shared `Vocabulary`, and a user who registers their own model gets their own names checked. Lists
/// keep their order: it decides suggestion ties and the order of "expected one of …".
///
/// ```swift
/// var vocabulary = ScenarioVocabulary.standard
/// vocabulary.models.append(.init(name: "my-app", optionKeys: ["variant"]))
/// let result = ScenarioParser.parse(text, file: "x.scenario", vocabulary: vocabulary)
/// ```
public struct ScenarioVocabulary: Hashable, Sendable, Codable {
    /// A model name and the option keys its `model` line may give.
    public struct Model: Hashable, Sendable, Codable {
        /// The name after `model`.
        public var name: String
        /// The keys of its `key=value` options.
        public var optionKeys: [String]

        /// A model entry.
        public init(name: String, optionKeys: [String] = []) {
            self.name = name
            self.optionKeys = optionKeys
        }
    }

    /// A profile parameter that `set` may override, with the kind of value it takes.
    public struct Parameter: Hashable, Sendable, Codable {
        /// The name after `set`.
        public var name: String
        /// What its value is: a time, a distance or a number.
        public var kind: ParameterKind

        /// A parameter entry.
        public init(name: String, kind: ParameterKind) {
            self.name = name
            self.kind = kind
        }
    }

    /// Models for `model` and `catches`.
    public var models: [Model]
    /// Profiles for `profile`.
    public var profiles: [String]
    /// Parameters for `set`.
    public var parameters: [Parameter]
    /// What-if switches for `fault`.
    public var faults: [String]
    /// Kinds for `expect callback` and `expect no callback`.
    public var callbackKinds: [String]
    /// Fields for `expect callback KIND FIELD=VALUE`.
    public var callbackFields: [String]
    /// Values of `app` in expressions.
    public var appStates: [String]
    /// Values of `alert` in expressions (besides `none`).
    public var alertKinds: [String]

    /// A vocabulary from explicit lists.
    public init(
        models: [Model], profiles: [String], parameters: [Parameter], faults: [String],
        callbackKinds: [String], callbackFields: [String], appStates: [String], alertKinds: [String]
    ) {
        self.models = models
        self.profiles = profiles
        self.parameters = parameters
        self.faults = faults
        self.callbackKinds = callbackKinds
        self.callbackFields = callbackFields
        self.appStates = appStates
        self.alertKinds = alertKinds
    }

    /// The names the project starts with, so the parser and its tests work before the runner passes
    /// the registered lists.
    public static let standard = ScenarioVocabulary(
        models: [
            "recorder", "authorization", "run-screen", "tracking-session", "run-recording", "always-gate",
            "allow-once-aware",
        ].map { Model(name: $0) },
        profiles: ["ios27-simulator", "device-documented"],
        parameters: [
            Parameter(name: "initialCallbackDelay", kind: .duration),
            Parameter(name: "allowOnceExpiry", kind: .duration),
            Parameter(name: "fullAccuracyExpiry", kind: .duration),
            Parameter(name: "preciseAccuracy", kind: .distance),
            Parameter(name: "approximateAccuracy", kind: .distance),
            Parameter(name: "approximateOffset", kind: .distance),
            Parameter(name: "snappingCell", kind: .distance),
            Parameter(name: "snappingRecompute", kind: .duration),
            Parameter(name: "fixInterval", kind: .duration),
            Parameter(name: "replyDelay", kind: .duration),
        ],
        faults: ["skipSettingsCallback", "dropCallback", "delayCallback", "unansweredAlert"],
        callbackKinds: [
            "authorization", "failure", "locations", "liveUpdate", "diagnostic", "fullAccuracyResult", "motionResult",
            "region", "accessResult", "photoAuthorizationResult", "limitedLibraryPickerResult", "photoPickerResult",
            "notificationAuthorizationResult", "notificationSettings", "remoteNotificationsRegistered",
        ],
        callbackFields: [
            "status", "fullAccuracy", "code", "manager", "foreground", "latitude", "longitude", "horizontalAccuracy",
            "speed", "course", "authorizationRequestInProgress", "authorizationDenied", "location", "class", "updates",
            "session", "authorizationDeniedGlobally", "authorizationRestricted", "insufficientlyInUse",
            "accuracyLimited", "alwaysAuthorizationDenied", "stationary", "fullAccuracyDenied", "region", "event",
            "state", "permission", "granted", "level", "access", "added", "count", "authorizationStatus",
            "alertSetting", "soundSetting", "badgeSetting", "token",
        ],
        appStates: ["notRunning", "foreground", "background", "suspended", "crashed"],
        alertKinds: [
            "location", "always-upgrade", "provisional-always", "full-accuracy", "motion", "camera", "microphone",
            "photos", "photos-add-only", "limited-library-picker", "photo-picker", "limited-library-alert",
            "notifications",
        ])

    /// The entry for a model name, if known.
    public func model(named name: String) -> Model? { models.first { $0.name == name } }

    /// The entry for a parameter name, if known.
    public func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }
}
