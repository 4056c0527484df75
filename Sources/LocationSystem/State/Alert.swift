import SimulationKit
import Vocabulary

/// A system alert on screen or waiting behind it: its kind, who asked, and for which request.
///
/// The words are not stored: the title and buttons follow from the kind (and the app's name), the
/// message from the app's Info.plist, and they are spelled out only when a trace or an error shows
/// them. The state is copied and compared at every fork and merge, and a few small fields cost far
/// less there than four strings and an array.
public struct Alert: FoldHashable, Sendable, CustomStringConvertible {
    /// What the alert decides.
    public var kind: AlertKind
    /// Who caused it.
    public var requester: AlertRequester
    /// For the location alert: whether requestAlways asked (AUTH-5) rather than requestWhenInUse.
    public var requestedAlways: Bool = false
    /// For the full-accuracy alert: the purpose key (ACC-4).
    public var purposeKey: String?
    /// The rule that put it up, for the trace.
    public var rule: RuleID?
    /// The app's display name, which the title quotes.
    public var appName: String

    /// Folds in what tells two alerts of one run apart: the app's name is the same in all of them,
    /// the kind and rule count by their cases and the purpose key by its length (a state's hash is
    /// taken for every state an exploration keeps). Equality compares every field.
    @inline(__always)
    public func fold(into fold: inout HashFold) {
        var word = PackedWord()
        word.add(case: kind)
        word.add(rule.map { $0.ordinal + 1 } ?? 0, bits: 8)
        word.add(requestedAlways)
        word.add(purposeKey.map { $0.utf8.count + 1 } ?? 0, bits: 16)
        fold.add(word.value)
        fold.add(requester.foldWord)
    }

    /// An alert of `kind` for the app called `appName`.
    public init(
        kind: AlertKind, appName: String, requester: AlertRequester, requestedAlways: Bool = false,
        purposeKey: String? = nil, rule: RuleID?
    ) {
        self.kind = kind
        self.appName = appName
        self.requester = requester
        self.requestedAlways = requestedAlways
        self.purposeKey = purposeKey
        self.rule = rule
    }

    /// The title the system writes.
    public var title: String {
        switch kind {
        case .location: return "Allow \u{201C}\(appName)\u{201D} to use your location?"
        case .alwaysUpgrade, .provisionalAlways:
            return "Allow \u{201C}\(appName)\u{201D} to also use your location even when you are not using the app?"
        case .fullAccuracy: return "Allow \u{201C}\(appName)\u{201D} to use your precise location once?"
        case .motion: return "\u{201C}\(appName)\u{201D} Would Like to Access Your Motion & Fitness Activity"
        case .camera: return "\u{201C}\(appName)\u{201D} Would Like to Access the Camera"
        case .microphone: return "\u{201C}\(appName)\u{201D} Would Like to Access the Microphone"
        case .photos: return "\u{201C}\(appName)\u{201D} Would Like Full Access to Your Photo Library"
        case .photosAddOnly: return "\u{201C}\(appName)\u{201D} Would Like to Add to your Photos"
        case .limitedLibraryPicker: return "Select photos \u{201C}\(appName)\u{201D} can access"
        case .photoPicker: return "Photos"
        case .limitedLibraryAlert: return "\u{201C}\(appName)\u{201D} Would Like to Access Your Photos"
        case .notifications: return "\u{201C}\(appName)\u{201D} Would Like to Send You Notifications"
        }
    }

    /// The buttons, in screen order.
    public var buttons: [String] { kind.buttons }

    /// The app's purpose string shown under the title: the plist's entry for what the alert asks.
    public func message(in plist: InfoPlist) -> String {
        switch kind {
        case .location: return plist.entries[InfoPlist.whenInUseKey] ?? ""
        case .alwaysUpgrade, .provisionalAlways: return plist.entries[InfoPlist.alwaysKey] ?? ""
        case .fullAccuracy: return purposeKey.flatMap { plist.temporaryPurposes[$0] } ?? ""
        case .motion: return plist.entries[InfoPlist.motionKey] ?? ""
        case .camera: return plist.entries[InfoPlist.cameraKey] ?? ""
        case .microphone: return plist.entries[InfoPlist.microphoneKey] ?? ""
        case .photos, .limitedLibraryAlert: return plist.entries[InfoPlist.photosKey] ?? ""
        case .photosAddOnly: return plist.entries[InfoPlist.photosAddKey] ?? ""
        case .limitedLibraryPicker, .photoPicker: return ""
        case .notifications: return Self.notificationsMessage
        }
    }

    /// NOTIF-1 (A): the system's own words under the notifications alert; there is no purpose string.
    static let notificationsMessage =
        "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings."

    /// `location "Allow “Host” to use your location?" [Allow Once, …]`.
    public var description: String {
        "\(kind) \"\(title)\" [\(buttons.joined(separator: ", "))]"
    }

    /// The button matching `label`, treating a straight apostrophe as the system's curly one.
    public func button(matching label: String) -> String? {
        if let exact = buttons.first(where: { $0 == label }) { return exact }
        let wanted = Self.normalised(label)
        return buttons.first { Self.normalised($0) == wanted }
    }

    /// The label with curly apostrophes and quotes straightened and an ellipsis spelt as three dots
    /// (`Limit Access...`), for matching.
    static func normalised(_ label: String) -> String {
        var text = ""
        for character in label {
            switch character {
            case "\u{2019}", "\u{2018}": text.append("'")
            case "\u{201C}", "\u{201D}": text.append("\"")
            case "\u{2026}": text.append("...")
            default: text.append(character)
            }
        }
        return text
    }
}

/// The kinds of alert the simulated system shows.
public enum AlertKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The three-button location alert (AUTH-2, AUTH-5, SES-1).
    case location
    /// "…also use your location even when you are not using the app?" (AUTH-7).
    case alwaysUpgrade = "always-upgrade"
    /// The second prompt for provisional Always (AUTH-6).
    case provisionalAlways = "provisional-always"
    /// "…use your precise location once?" (ACC-4).
    case fullAccuracy = "full-accuracy"
    /// Motion & Fitness (MOT-1).
    case motion
    /// "…Would Like to Access the Camera" (CAM-1).
    case camera
    /// "…Would Like to Access the Microphone" (MIC-1).
    case microphone
    /// "…Would Like Full Access to Your Photo Library" (PHO-1).
    case photos
    /// "…Would Like to Add to your Photos" (PHO-2).
    case photosAddOnly = "photos-add-only"
    /// The sheet where the user picks the photos a limited grant shows (PHO-4).
    case limitedLibraryPicker = "limited-library-picker"
    /// `PHPickerViewController`'s sheet, which needs no permission (PHO-6).
    case photoPicker = "photo-picker"
    /// The automatic "Select More Photos… / Keep Current Selection" alert over limited access (PHO-7).
    case limitedLibraryAlert = "limited-library-alert"
    /// "…Would Like to Send You Notifications" (NOTIF-1, NOTIF-4).
    case notifications

    /// The name expectations use (`alert == location`).
    public var description: String { rawValue }

    /// The buttons of this kind of alert, in screen order (made once, shared by every alert).
    public var buttons: [String] {
        switch self {
        case .location: return Self.locationButtons
        case .alwaysUpgrade, .provisionalAlways: return Self.upgradeButtons
        case .fullAccuracy: return Self.fullAccuracyButtons
        case .motion: return Self.motionButtons
        case .camera, .microphone, .photosAddOnly: return Self.captureButtons
        case .photos: return Self.photosButtons
        case .limitedLibraryPicker, .photoPicker: return Self.pickerButtons
        case .limitedLibraryAlert: return Self.limitedAlertButtons
        case .notifications: return Self.notificationsButtons
        }
    }

    private static let locationButtons = ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"]
    private static let upgradeButtons = ["Keep Only While Using", "Change to Always Allow"]
    private static let fullAccuracyButtons = ["Don\u{2019}t Allow", "Allow Once"]
    private static let motionButtons = ["Don\u{2019}t Allow", "Allow"]
    private static let captureButtons = ["Don\u{2019}t Allow", "OK"]
    private static let photosButtons = ["Limit Access\u{2026}", "Allow Full Access", "Don\u{2019}t Allow"]
    private static let pickerButtons = ["Cancel", "Done"]
    private static let limitedAlertButtons = ["Select More Photos\u{2026}", "Keep Current Selection"]
    private static let notificationsButtons = ["Don\u{2019}t Allow", "Allow"]

    /// A sheet the app presents in its own window (a picker): it does not make the app resign active.
    public var isSheet: Bool { self == .limitedLibraryPicker || self == .photoPicker }
}

/// Who caused an alert.
public enum AlertRequester: Hashable, Sendable, CustomStringConvertible {
    /// A location manager's request.
    case manager(ManagerID)
    /// A service session whose requirement was unmet (SES-1).
    case session(SessionID)
    /// liveUpdates' implicit session.
    case liveUpdates(LiveUpdatesID)
    /// A protected Core Motion call (MOT-1).
    case motion(MotionClass)
    /// A camera or microphone request (CAM-1, MIC-1).
    case privacy(PrivacyPermission)
    /// The app presenting a picker itself (PHO-4's `presentLimitedLibraryPicker`, PHO-6).
    case app
    /// The system itself (AUTH-6's second prompt).
    case system

    /// The case in the high byte and its handle or value below, one word for ``Alert``'s hash.
    var foldWord: Int {
        switch self {
        case .manager(let id): return 1 << 56 | id.rawValue
        case .session(let id): return 2 << 56 | id.rawValue
        case .liveUpdates(let id): return 3 << 56 | id.rawValue
        case .motion(let motionClass): return 4 << 56 | caseTag(of: motionClass)
        case .privacy(let permission): return 5 << 56 | caseTag(of: permission)
        case .app: return 6 << 56
        case .system: return 7 << 56
        }
    }

    /// `m1`, `s1`, `u1`, `pedometer`, `camera`, `system`.
    public var description: String {
        switch self {
        case .manager(let id): return id.description
        case .session(let id): return id.description
        case .liveUpdates(let id): return id.description
        case .motion(let motionClass): return motionClass.rawValue
        case .privacy(let permission): return permission.rawValue
        case .app: return "app"
        case .system: return "system"
        }
    }
}
