import LocationSystem
import Vocabulary

/// Seed 002's FieldNote note editor, its voice-note and still-photo parts: permission asked in
/// context, one request in flight, each permission its own.
///
/// Record asks for the microphone only when the user taps it (MIC-1) and only while no request is
/// in flight; its answer continues the recorder only if the recorder is still open (a late
/// completion must not bring back what the user closed). Take photo asks for the camera alone: a
/// still photo needs no microphone (CAM-1, MIC-2). After a refusal the screen explains and offers
/// Settings (a restricted camera is explained without it: Settings cannot lift a restriction); when the app becomes active again it reads the answers anew and shows the recorder
/// ready, never recording on its own (the user taps Record). A recording is a draft from its first
/// second, kept in storage, so revoking the microphone (which ends the app) loses nothing.
public struct VoiceNoteModel: AppModel {
    /// The mistakes of seed 002 the buggy variations make.
    struct Flaws: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// A still photo asks for the microphone too, because the app also records voice notes.
        static let stillPhotoAsksMicrophone = Flaws(rawValue: 1 << 0)
        /// The microphone is asked for at launch, before the user engaged any feature.
        static let asksAtLaunch = Flaws(rawValue: 1 << 1)
        /// Back from Settings with the microphone on, the recorder starts recording by itself.
        static let recordsOnReturn = Flaws(rawValue: 1 << 2)
        /// A microphone answer continues the recorder even after the user closed it.
        static let resumesClosedRecorder = Flaws(rawValue: 1 << 3)
        /// A refused microphone starts the recorder anyway, which saves silence as a recording.
        static let recordsWithoutMicrophone = Flaws(rawValue: 1 << 4)
    }

    /// What the screen shows.
    enum Screen: String, CaseIterable, Hashable, Sendable {
        case note, recorder, recording, camera, microphoneOff, cameraOff, cameraRestricted
    }

    /// The storage key of the kept draft.
    static let draftKey = "voiceNoteDraft"

    let flaws: Flaws
    var screen = Screen.note
    /// Whether a recorded draft is kept (in storage, so it survives the app's end).
    var draftKept = false
    /// The permission whose request is in flight, if any.
    var asking: PrivacyPermission?
    var recordings = 0
    var photos = 0

    /// The reference: no options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        self.init(flaws: [])
    }

    init(flaws: Flaws) {
        self.flaws = flaws
    }

    /// Reads the kept draft at launch, continues the recorder or the photo that asked when an
    /// answer comes, and reads both answers again when the app becomes active.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        switch event {
        case .launched:
            screen = .note
            draftKept = system.readStorage(Self.draftKey) == "kept"
            if flaws.contains(.asksAtLaunch), system.recordPermission == .undetermined {
                ask(.microphone, system: &system)
            }
        case .accessResult(.microphone, let granted):
            asking = nil
            // Only the recorder that asked continues; a closed one stays closed.
            guard screen == .recorder || flaws.contains(.resumesClosedRecorder) else { return }
            if granted || flaws.contains(.recordsWithoutMicrophone) {
                startRecording(system: &system)
            } else {
                screen = .microphoneOff
            }
        case .accessResult(.camera, let granted):
            asking = nil
            guard screen == .note else { return }
            if granted { takePhoto() } else { screen = .cameraOff }
        case .didBecomeActive:
            refresh(system: &system)
        default:
            break
        }
    }

    /// Record, Take photo, Stop (while recording), Close (any screen but the note) and Open
    /// Settings (after a refusal).
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        switch label {
        case "Record": record(system: &system)
        case "Take photo": photo(system: &system)
        case "Stop":
            guard screen == .recording else { return false }
            screen = .note
            recordings += 1
        case "Close":
            guard screen != .note else { return false }
            screen = .note
        case "Open Settings":
            guard screen == .microphoneOff || screen == .cameraOff else { return false }
            system.openSettings()
        default:
            return false
        }
        return true
    }

    /// Record: recording at once when allowed, the alert when undecided, the explanation when not.
    mutating func record(system: inout AppSystem) {
        guard asking == nil else { return }
        switch system.recordPermission {
        case .granted: startRecording(system: &system)
        case .denied where flaws.contains(.recordsWithoutMicrophone): startRecording(system: &system)
        case .denied: screen = .microphoneOff
        case .undetermined:
            screen = .recorder
            ask(.microphone, system: &system)
        }
    }

    /// Take photo: the camera alone (the flaw asks for the microphone as well).
    mutating func photo(system: inout AppSystem) {
        guard asking == nil else { return }
        switch system.captureAuthorizationStatus(for: .video) {
        case .authorized: takePhoto()
        case .denied: screen = .cameraOff
        // Device management decides (CAM-3): explained, with no Settings button that cannot help.
        case .restricted: screen = .cameraRestricted
        case .notDetermined:
            ask(.camera, system: &system)
            if flaws.contains(.stillPhotoAsksMicrophone) { system.requestRecordPermission() }
        }
    }

    mutating func ask(_ permission: PrivacyPermission, system: inout AppSystem) {
        asking = permission
        if permission == .microphone {
            system.requestRecordPermission()
        } else {
            system.requestCaptureAccess(for: .video)
        }
    }

    mutating func startRecording(system: inout AppSystem) {
        screen = .recording
        draftKept = true
        system.writeStorage(Self.draftKey, "kept")
    }

    mutating func takePhoto() {
        screen = .camera
        photos += 1
    }

    /// Back in the foreground: reads both answers again. A recording without the microphone
    /// stops (its draft is kept); an explanation whose permission is now on gives way to the
    /// feature, ready but not started.
    mutating func refresh(system: inout AppSystem) {
        let microphone = system.recordPermission
        if screen == .recording, microphone != .granted {
            screen = .note
            recordings += 1
        } else if screen == .microphoneOff, microphone == .granted {
            if flaws.contains(.recordsOnReturn) { startRecording(system: &system) } else { screen = .recorder }
        } else if screen == .cameraOff, system.captureAuthorizationStatus(for: .video) == .authorized {
            screen = .note
        } else if screen == .cameraRestricted, system.captureAuthorizationStatus(for: .video) != .restricted {
            screen = .note
        }
    }

    /// `screen`, its one `button`, and whether a `draft` is kept.
    public var ui: [StateEntry] {
        [
            StateEntry("screen", .text(screen.rawValue)),
            StateEntry("button", .text(Self.button(for: screen))),
            StateEntry("draft", .text(draftKept ? "kept" : "none")),
        ]
    }

    /// The request in flight, and how many recordings and photos were made.
    public var session: [StateEntry] {
        [
            StateEntry("asking", .text(asking?.rawValue ?? "none")),
            StateEntry("recordings", .number(Int64(recordings))),
            StateEntry("photos", .number(Int64(photos))),
        ]
    }

    /// The button a screen shows.
    static func button(for screen: Screen) -> String {
        switch screen {
        case .recording: return "Stop"
        case .microphoneOff, .cameraOff: return "Open Settings"
        case .note, .recorder, .camera, .cameraRestricted: return "Record"
        }
    }

    /// It records only with the microphone allowed.
    public func invariantViolations(system: AppSystem) -> [String] {
        guard screen == .recording, system.recordPermission != .granted else { return [] }
        return ["records while the microphone is not allowed (MIC-1, MIC-3: a refusal or a revoke stops recording)"]
    }
}
