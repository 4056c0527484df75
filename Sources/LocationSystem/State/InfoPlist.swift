/// The app's Info.plist entries that the permission system reads: purpose strings (PLIST-1), the
/// temporary-accuracy purpose dictionary (ACC-5) and NSLocationDefaultAccuracyReduced (ACC-8).
public struct InfoPlist: Hashable, Sendable {
    /// NSLocationWhenInUseUsageDescription.
    public static let whenInUseKey = "NSLocationWhenInUseUsageDescription"
    /// NSLocationAlwaysAndWhenInUseUsageDescription.
    public static let alwaysKey = "NSLocationAlwaysAndWhenInUseUsageDescription"
    /// NSMotionUsageDescription.
    public static let motionKey = "NSMotionUsageDescription"
    /// NSCameraUsageDescription: the camera alert's message (CAM-1); missing, a request crashes (PLIST-4).
    public static let cameraKey = "NSCameraUsageDescription"
    /// NSMicrophoneUsageDescription: the microphone alert's message (MIC-1); missing, a request crashes
    /// (PLIST-4).
    public static let microphoneKey = "NSMicrophoneUsageDescription"
    /// NSPhotoLibraryUsageDescription: the read/write Photos alert's message (PHO-1).
    public static let photosKey = "NSPhotoLibraryUsageDescription"
    /// NSPhotoLibraryAddUsageDescription: the add-only Photos alert's message (PHO-2).
    public static let photosAddKey = "NSPhotoLibraryAddUsageDescription"
    /// PHPhotoLibraryPreventAutomaticLimitedAccessAlert: YES suppresses PHO-7's automatic alert.
    public static let preventLimitedAlertKey = "PHPhotoLibraryPreventAutomaticLimitedAccessAlert"
    /// NSAppClipRequestEphemeralUserNotification (YES): an App Clip's ephemeral notifications (NOTIF-8).
    public static let ephemeralNotificationsKey = "NSAppClipRequestEphemeralUserNotification"
    /// NSLocationTemporaryUsageDescriptionDictionary.
    public static let temporaryDictionaryKey = "NSLocationTemporaryUsageDescriptionDictionary"
    /// NSLocationDefaultAccuracyReduced.
    public static let defaultAccuracyReducedKey = "NSLocationDefaultAccuracyReduced"

    /// Top-level string entries by key.
    public var entries: [String: String]
    /// NSLocationTemporaryUsageDescriptionDictionary: purpose key → string.
    public var temporaryPurposes: [String: String]
    /// NSLocationDefaultAccuracyReduced.
    public var defaultAccuracyReduced: Bool

    /// A plist with these entries.
    public init(
        entries: [String: String] = [:], temporaryPurposes: [String: String] = [:],
        defaultAccuracyReduced: Bool = false
    ) {
        self.entries = entries
        self.temporaryPurposes = temporaryPurposes
        self.defaultAccuracyReduced = defaultAccuracyReduced
    }

    /// The seeds' test host: every purpose string present, and the `RunRoute` temporary purpose.
    public static let testHost = InfoPlist(
        entries: [
            whenInUseKey: "Shows where you are on the run map.",
            alwaysKey: "Records your run while the screen is off.",
            motionKey: "Counts steps during a run.",
        ],
        temporaryPurposes: ["RunRoute": "Exact location keeps the run route accurate."])

    /// PLIST-1: whether `key` holds a usable string; blank or whitespace counts as missing.
    public func hasPurpose(_ key: String) -> Bool {
        guard let text = entries[key] else { return false }
        return text.contains { !$0.isWhitespace }
    }

    /// PLIST-1: whether the temporary purpose dictionary holds a usable string for `purposeKey`.
    public func hasTemporaryPurpose(_ purposeKey: String) -> Bool {
        guard let text = temporaryPurposes[purposeKey] else { return false }
        return text.contains { !$0.isWhitespace }
    }
}
