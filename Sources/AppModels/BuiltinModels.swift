/// The models locsim ships with: the reference logic of the seeds and the classic bugs, each named
/// after what it is, in the order `locsim models` lists them (references first, then the bugs).
public enum BuiltinModels {
    /// The recorder: no logic, scripted `call` steps only.
    public static let recorder = ModelDescriptor(
        RecorderModel.self, name: "recorder",
        summary: "Logs every callback and calls the system only when the scenario scripts a call step.",
        source: "locsim (no seed): observes the system's rules bare")

    /// Seed 000's authorization holder.
    public static let authorization = ModelDescriptor(
        AuthorizationModel.self, name: "authorization",
        summary: "Request as a command, status as a stream, a persisted asked-for-Always flag, and the next step.",
        source: "seed 000: requesting permissions in context", options: AuthorizationModel.options)

    /// Seed 001's run screen.
    public static let runScreen = ModelDescriptor(
        RunScreenModel.self, name: "run-screen",
        summary: "The run screen as a pure function of five conditions, with its three invariants declared.",
        source: "seed 001: testing unavailable hardware and denied permissions", options: RunScreenModel.options)

    /// Seed 001's tracking session.
    public static let trackingSession = ModelDescriptor(
        TrackingSessionModel.self, name: "tracking-session",
        summary: "A run session that pauses on loss of access, records gaps and never invents distance.",
        source: "seed 001: losing access in the middle of a run")

    /// Seed 004's run recorder.
    public static let runRecording = ModelDescriptor(
        RunRecordingModel.self, name: "run-recording",
        summary: "Per-feature gating by grant; a recording split by precision, distance from precise segments.",
        source: "seed 004: permission changes and reduced accuracy")

    /// Seed 003's venue app.
    public static let alwaysGate = ModelDescriptor(
        AlwaysGateModel.self, name: "always-gate",
        summary: "Gates the whole UI on Always, re-asks on appear and on When In Use, refreshes when active.",
        source: "seed 003: an app that needs Always")

    /// Seed 000's exercise.
    public static let allowOnceAware = ModelDescriptor(
        AllowOnceAwareModel.self, name: "allow-once-aware",
        summary: "Tells Allow Once from While Using after the fact and asks again in context, not via Settings.",
        source: "seed 000: the exercise at the end", options: AuthorizationModel.options)

    /// Seed 002's voice notes and still photos.
    public static let voiceNote = ModelDescriptor(
        VoiceNoteModel.self, name: "voice-note",
        summary:
            "Asks for the microphone on Record and the camera alone for a photo; keeps the draft; never records on return.",
        source: "seed 002: camera, microphone and Settings recovery")

    /// Seed 002's photo attachments.
    public static let photoAttachment = ModelDescriptor(
        PhotoAttachmentModel.self, name: "photo-attachment",
        summary: "Attaches through the picker without permission; a browser that handles limited and refreshes.",
        source: "seed 002: Photos selection, limited access and Settings")

    /// Seed 002's FieldNote app.
    public static let fieldNote = ModelDescriptor(
        FieldNoteModel.self, name: "field-note",
        summary: "A photo through the picker, voice-note's recorder, nearby places with manual entry; asks in context.",
        source: "seed 002: FieldNote, the whole app")

    /// Seed 002's reminders.
    public static let reminders = ModelDescriptor(
        RemindersModel.self, name: "reminders",
        summary: "Asks provisionally on the first reminder, with the alert when one is engaged; reads the settings.",
        source: "seed 002: notifications, provisional first")

    /// Bug: the AUTH-1 callback read as an answer.
    public static let initialCallbackAsAnswer = ModelDescriptor(
        InitialCallbackAsAnswerModel.self, name: "initial-callback-as-answer",
        summary: "Treats the initial authorization callback as the user's answer and sends them to Settings.",
        source: "seed 000 (AUTH-1): the initial callback is not an answer", options: AuthorizationModel.options,
        bugOf: "authorization")

    /// Bug: awaiting requestAlways.
    public static let awaitsAlwaysAnswer = ModelDescriptor(
        AwaitsAlwaysAnswerModel.self, name: "awaits-always-answer",
        summary: "Awaits an answer to requestAlways and hangs on Keep Only While Using, which sends none.",
        source: "seed 000 (AUTH-7): Keep Only While Using is silent",
        options: [
            ModelOptionDescriptor(
                "needsAlways", default: "true", help: "The feature needs Always (the bug lives on this path).")
        ], bugOf: "authorization")

    /// Bug: a cached grant.
    public static let cachedGrant = ModelDescriptor(
        CachedGrantModel.self, name: "cached-grant",
        summary: "Caches \"granted\" forever, so an expired Allow Once still shows the run as ready.",
        source: "seed 000 (AUTH-3): Allow Once expires after backgrounding", options: AuthorizationModel.options,
        bugOf: "authorization")

    /// Bug: speed 0 from approximate fixes.
    public static let trustsApproximateSpeed = ModelDescriptor(
        TrustsApproximateSpeedModel.self, name: "trusts-approximate-speed",
        summary: "Trusts speed and course 0 from approximate fixes, so a moving run auto-pauses.",
        source: "seed 004 (ACC-2): approximate fixes report speed 0, course 0", bugOf: "run-recording")

    /// Bug: approximate fixes in the distance.
    public static let joinsApproximateFixes = ModelDescriptor(
        JoinsApproximateFixesModel.self, name: "joins-approximate-fixes",
        summary: "Joins approximate fixes into the distance: 5,090 m for a 2,000 m run.",
        source: "seed 004 (ACC-2, ACC-3): snapped centres are not positions", bugOf: "run-recording")

    /// Bug: the stale default status.
    public static let staleDefaultStatus = ModelDescriptor(
        StaleDefaultStatusModel.self, name: "stale-default-status",
        summary: "Shows the stale default status until the first callback instead of reading it at launch.",
        source: "seed 003 (LIFE-2): read the real status synchronously at init", bugOf: "always-gate")

    /// Bug: a still photo asks for the microphone.
    public static let stillPhotoAsksMicrophone = ModelDescriptor(
        StillPhotoAsksMicrophoneModel.self, name: "still-photo-asks-microphone",
        summary: "Asks for the microphone along with the camera for a still photo.",
        source: "seed 002 (CAM-1, MIC-2): camera access grants nothing for the microphone", bugOf: "voice-note")

    /// Bug: a request at first launch.
    public static let asksAtLaunch = ModelDescriptor(
        AsksAtLaunchModel.self, name: "asks-at-launch",
        summary: "Asks for the microphone at first launch, before any feature is engaged.",
        source: "seed 002 (MIC-1): ask from a deliberate feature action", bugOf: "voice-note")

    /// Bug: recording on the return from Settings.
    public static let recordsOnReturn = ModelDescriptor(
        RecordsOnReturnModel.self, name: "records-on-return",
        summary: "Starts recording by itself when the user comes back from Settings with the microphone on.",
        source: "seed 002 (MIC-3): no automatic capture as a side effect of recovery", bugOf: "voice-note")

    /// Bug: a picker import refused over the library status.
    public static let pickerRejectedWhenDenied = ModelDescriptor(
        PickerRejectedWhenDeniedModel.self, name: "picker-rejected-when-denied",
        summary: "Refuses photos picked in the system picker because library access reads denied.",
        source: "seed 002 (PHO-6): the picker needs no library permission", bugOf: "photo-attachment")

    /// Bug: limited read as denied.
    public static let limitedAsDenied = ModelDescriptor(
        LimitedAsDeniedModel.self, name: "limited-as-denied",
        summary: "Handles limited Photos access as denied and sends the user to Settings.",
        source: "seed 002 (PHO-4): limited access is a supported outcome", bugOf: "photo-attachment")

    /// Bug: limited read as full.
    public static let limitedAsFull = ModelDescriptor(
        LimitedAsFullModel.self, name: "limited-as-full",
        summary: "Handles limited Photos access as full: claims the whole library, offers no Select More.",
        source: "seed 002 (PHO-4): limited access permits the selected subset only", bugOf: "photo-attachment")

    /// Bug: an undeclared status read as access.
    public static let unknownStatusAsAccess = ModelDescriptor(
        UnknownStatusAsAccessModel.self, name: "unknown-status-as-access",
        summary: "Handles a Photos status its SDK does not declare as full access.",
        source: "seed 002 (PHO-9 what-if): unknown future cases need a recoverable interface",
        bugOf: "photo-attachment")

    /// Bug: a late microphone answer resumes a closed recorder.
    public static let staleCompletion = ModelDescriptor(
        StaleCompletionModel.self, name: "stale-completion",
        summary: "A microphone answer that arrives after the user left resumes the recorder they closed.",
        source: "seed 002: a late completion must not resurrect a dismissed recorder", bugOf: "field-note")

    /// Bug: two views, one request each.
    public static let twoViewsSameRequest = ModelDescriptor(
        TwoViewsSameRequestModel.self, name: "two-views-same-request",
        summary: "The Record button and the recorder sheet each ask for the microphone: two requests, two answers.",
        source: "seed 002 (MIC-1): one request in flight, whatever the views", bugOf: "field-note")

    /// Bug: no manual entry in Places.
    public static let placesWithoutFallback = ModelDescriptor(
        PlacesWithoutFallbackModel.self, name: "places-without-fallback",
        summary: "Places offers no manual entry, a dead end when location is denied, restricted or approximate.",
        source: "seed 002: let the person enter an area manually", bugOf: "field-note")

    /// Bug: a Settings visit as a grant.
    public static let settingsVisitAsGrant = ModelDescriptor(
        SettingsVisitAsGrantModel.self, name: "settings-visit-as-grant",
        summary: "Back from Settings, Places assumes location was allowed and lists nearby places unread.",
        source: "seed 002: opening Settings is not evidence that permission changed", bugOf: "field-note")

    /// Bug: silence saved as a recording.
    public static let savesSilentRecording = ModelDescriptor(
        SavesSilentRecordingModel.self, name: "saves-silent-recording",
        summary: "After Don't Allow on the microphone the recorder runs anyway and saves silence as a recording.",
        source: "seed 002 (MIC-1): no misleading silent recording saved as success", bugOf: "field-note")

    /// Bug: provisional read as banners.
    public static let provisionalExpectsAlert = ModelDescriptor(
        ProvisionalExpectsAlertModel.self, name: "provisional-expects-alert",
        summary: "Promises banners while notifications are only provisional (delivered quietly).",
        source: "seed 002 (NOTIF-3): provisional notifications are not ordinary banners", bugOf: "reminders")

    /// Bug: notifications asked for at launch.
    public static let asksToNotifyAtLaunch = ModelDescriptor(
        AsksToNotifyAtLaunchModel.self, name: "asks-to-notify-at-launch",
        summary: "Asks for notifications with the alert at first launch, before any reminder exists.",
        source: "seed 002 (NOTIF-1): request when a reminder becomes useful", bugOf: "reminders")

    /// Every built-in model.
    public static var all: [ModelDescriptor] {
        [
            recorder, authorization, runScreen, trackingSession, runRecording, alwaysGate, allowOnceAware, voiceNote,
            photoAttachment, fieldNote, reminders, initialCallbackAsAnswer, awaitsAlwaysAnswer, cachedGrant,
            trustsApproximateSpeed, joinsApproximateFixes, staleDefaultStatus, stillPhotoAsksMicrophone, asksAtLaunch,
            recordsOnReturn, pickerRejectedWhenDenied, limitedAsDenied, limitedAsFull, unknownStatusAsAccess,
            staleCompletion, twoViewsSameRequest, placesWithoutFallback, settingsVisitAsGrant, savesSilentRecording,
            provisionalExpectsAlert, asksToNotifyAtLaunch,
        ]
    }

    /// A registry of the built-in models, to which a team adds its own.
    public static var registry: ModelRegistry { ModelRegistry(all) }
}
