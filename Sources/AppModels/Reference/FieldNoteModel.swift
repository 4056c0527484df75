import LocationSystem
import Vocabulary

/// Seed 002's FieldNote: a note with a photo attachment, a voice note or still photo, and a nearby
/// place, each asking for its permission only when the user engages it.
///
/// - **Photo attachment**: the system picker (`PHPickerViewController`, PHO-6), which needs no
///   photo-library permission, so the library's status is never read or asked for.
/// - **Voice note and still photo**: ``VoiceNoteModel``'s logic, held as a part rather than copied:
///   the microphone on Record, the camera alone for a photo, one request in flight, a kept draft,
///   Settings after a refusal, never recording on return. FieldNote adds one rule of its own: it
///   has no background audio, so leaving the foreground closes the recorder (a recording stops and
///   its draft is kept). A microphone answer that arrives after that continues nothing (seed 002: "a
///   late completion must not resurrect a dismissed recorder").
/// - **Nearby places**: When In Use, asked when the user opens Places (``PlacesOffer``): precise
///   location lists nearby places, reduced accuracy nearby areas, and without location (denied,
///   restricted, Location Services off) the person enters a place by hand; manual entry is always
///   offered. Settings is offered only where it can help (not for a restriction).
/// - **Reminders**: provisional notifications asked for when the user adds one (no alert, NOTIF-3);
///   the settings read after the answer and on every return, and delivery shown as they say
///   (``ReminderDelivery``): quiet, a banner, no alerts, or in the note only. From quiet delivery
///   the person may ask for prominent delivery, which shows the alert then (NOTIF-4).
///
/// Every permission is read again when the app becomes active (a Settings visit proves nothing
/// until the status says so). Requests are counted as they are made (`RequestLedger`), so its
/// invariants can say when two are in flight for one permission. The note's place and attachments
/// are kept in storage with the voice draft: a revoke that ends the app loses none of them.
public struct FieldNoteModel: AppModel {
    /// The mistakes of seed 002 the buggy variations make.
    struct Flaws: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// A microphone answer continues the recorder the user closed while it was awaited.
        static let staleCompletion = Flaws(rawValue: 1 << 0)
        /// The note's Record button and the recorder sheet each ask for the microphone.
        static let twoViewsSameRequest = Flaws(rawValue: 1 << 1)
        /// Places offers no manual entry: without precise location it is a dead end.
        static let placesWithoutFallback = Flaws(rawValue: 1 << 2)
        /// Back from Settings, places believes location was allowed, without reading the status.
        static let settingsVisitAsGrant = Flaws(rawValue: 1 << 3)
        /// A refused microphone starts the recorder anyway and saves silence as a recording.
        static let savesSilentRecording = Flaws(rawValue: 1 << 4)
    }

    /// The task in front, as the user navigated to it.
    enum Task: String, Hashable, Sendable {
        case note, recorder, places
    }

    /// The place attached to the note.
    enum Place: String, CaseIterable, Hashable, Sendable {
        case nearby, area, manual
    }

    /// The voice part's screens that belong to the recorder (the rest sit on the note).
    static let recorderScreens: [VoiceNoteModel.Screen] = [.recorder, .recording, .microphoneOff]
    /// The storage keys of the note's place and picked attachments.
    static let placeKey = "fieldNotePlace"
    static let attachmentsKey = "fieldNoteAttachments"

    let flaws: Flaws
    /// The voice note and still photo, seed 002's shared logic.
    var voice: VoiceNoteModel
    var task = Task.note
    var manager: ManagerID?
    /// Location as last read or heard.
    var status = AuthorizationStatus.notDetermined
    var precise = true
    var servicesEnabled = true
    /// The places task sent the user to Settings and they have not come back yet.
    var settingsVisited = false
    /// settingsVisitAsGrant: location believed allowed because the user visited Settings.
    var assumesGranted = false
    var place: Place?
    /// Photos attached through the picker.
    var attachments = 0
    /// The picker sheet is up.
    var picking = false
    var requests = RequestLedger()
    /// A reminder is set on the note (kept in storage).
    var reminderSet = false
    /// The notification settings last read, if any.
    var notifications: NotificationSettings?

    /// The reference: no options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        self.init(flaws: [])
    }

    init(flaws: Flaws) {
        self.flaws = flaws
        var voiceFlaws: VoiceNoteModel.Flaws = []
        if flaws.contains(.staleCompletion) { voiceFlaws.insert(.resumesClosedRecorder) }
        if flaws.contains(.savesSilentRecording) { voiceFlaws.insert(.recordsWithoutMicrophone) }
        voice = VoiceNoteModel(flaws: voiceFlaws)
    }

    /// Hears an event and counts the requests its handling made.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        let before = system.calls.count
        receive(event, system: &system)
        requests.note(system.calls[before...])
    }

    mutating func receive(_ event: AppEvent, system: inout AppSystem) {
        switch event {
        case .launched:
            voice.handle(event, system: &system)
            readLocation(system)
            place = system.readStorage(Self.placeKey).flatMap(Place.init(rawValue:))
            attachments = system.readStorage(Self.attachmentsKey).flatMap { Int($0) } ?? 0
            reminderSet = system.readStorage(Self.reminderKey) == "set"
        case .accessResult(let permission, _):
            if let kind = RequestLedger.kind(of: permission) { requests.answered(kind) }
            voice.handle(event, system: &system)
            followVoice()
        case .authorization(_, let newStatus, let full):
            hearLocation(newStatus, fullAccuracy: full, system: system)
        case .photoPickerResult(let count):
            picking = false
            attach(count, system: &system)
        case .didBecomeActive:
            voice.handle(event, system: &system)
            followVoice()
            refreshLocation(system)
            refreshReminders(system: &system)
        case .didEnterBackground:
            leaveRecorder(system: &system)
        case .notificationAuthorizationResult, .notificationSettings:
            _ = hearReminders(event, system: &system)
        default:
            voice.handle(event, system: &system)
        }
    }

    /// The task follows the voice part when its recorder closes.
    mutating func followVoice() {
        if task == .recorder, !Self.recorderScreens.contains(voice.screen) { task = .note }
    }

    /// No background audio: a recording stops (its draft is kept) and a recorder waiting for its
    /// answer closes. An explanation waiting for Settings stays.
    mutating func leaveRecorder(system: inout AppSystem) {
        switch voice.screen {
        case .recording: _ = voice.tap("Stop", system: &system)
        case .recorder: _ = voice.tap("Close", system: &system)
        default: break
        }
        followVoice()
    }

    /// Photos the user picked: attached and kept. The picker needs no library permission (PHO-6).
    mutating func attach(_ count: Int, system: inout AppSystem) {
        guard count > 0 else { return }
        attachments += count
        system.writeStorage(Self.attachmentsKey, String(attachments))
    }

    // MARK: Taps

    /// Taps, with the requests they made counted.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        let before = system.calls.count
        let handled = task == .places ? tapPlaces(label, system: &system) : tapNote(label, system: &system)
        requests.note(system.calls[before...])
        return handled
    }

    /// On the note: Record, Take photo, Attach photo, Add place, Add reminder and its upgrade; Stop, Close and Open Settings go to
    /// the voice part's screens.
    mutating func tapNote(_ label: String, system: inout AppSystem) -> Bool {
        guard !picking else { return false }
        switch label {
        case "Record":
            guard voice.screen != .recording else { return false }
            record(system: &system)
        case "Take photo":
            guard task == .note else { return false }
            _ = voice.tap(label, system: &system)
        case "Attach photo":
            guard task == .note else { return false }
            picking = true
            system.presentPhotoPicker()
        case "Add place":
            guard task == .note else { return false }
            openPlaces(system: &system)
        case "Add reminder":
            guard task == .note else { return false }
            addReminder(system: &system)
        case "Make reminders prominent", "Open Notification Settings":
            guard task == .note, label == reminderDelivery?.upgrade else { return false }
            return upgradeReminders(system: &system)
        case "Stop", "Close", "Open Settings":
            guard voice.tap(label, system: &system) else { return false }
            followVoice()
        default:
            return false
        }
        return true
    }

    /// Record opens the recorder: recording at once when allowed, the alert when undecided, the
    /// explanation when refused.
    mutating func record(system: inout AppSystem) {
        let asks = voice.asking == nil && system.recordPermission == .undetermined
        _ = voice.tap("Record", system: &system)
        if Self.recorderScreens.contains(voice.screen) { task = .recorder }
        // The flaw: the recorder sheet asks again as it appears, beside the button's request.
        if asks, flaws.contains(.twoViewsSameRequest) { system.requestRecordPermission() }
    }
}
