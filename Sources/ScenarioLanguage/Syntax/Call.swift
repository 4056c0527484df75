import Vocabulary

/// A system API the scenario makes the app call (`call API [ARGS]`), with its arguments read and
/// checked when the file is parsed, so a wrong one is a bad scenario at its column, not a run that
/// stops half-way. ``CallSyntax`` holds each API's name, argument grammar and printed form.
///
/// A manager or session argument left out means the latest one the app has.
public enum Call: Hashable, Sendable {
    /// `createManager`.
    case createManager
    /// `requestWhenInUseAuthorization [m1]`.
    case requestWhenInUseAuthorization(manager: Handle?)
    /// `requestAlwaysAuthorization [m1]`.
    case requestAlwaysAuthorization(manager: Handle?)
    /// `requestTemporaryFullAccuracy PURPOSEKEY [m1]`.
    case requestTemporaryFullAccuracy(purposeKey: String, manager: Handle?)
    /// `startUpdatingLocation [m1]`.
    case startUpdatingLocation(manager: Handle?)
    /// `stopUpdatingLocation [m1]`.
    case stopUpdatingLocation(manager: Handle?)
    /// `requestLocation [m1]`.
    case requestLocation(manager: Handle?)
    /// `openSettings`: the app opens its page in Settings.
    case openSettings
    /// `desiredAccuracy best|reduced [m1]`.
    case desiredAccuracy(DesiredAccuracy, manager: Handle?)
    /// `allowsBackgroundLocationUpdates true|false [m1]`.
    case allowsBackgroundLocationUpdates(Bool, manager: Handle?)
    /// `startBackgroundActivitySession`.
    case startBackgroundActivitySession
    /// `stopBackgroundActivitySession [b1]`.
    case stopBackgroundActivitySession(session: Handle?)
    /// `startServiceSession [whenInUse|always] [PURPOSE-KEY]` (whenInUse when left out; a purpose key
    /// makes it `CLServiceSession(authorization:fullAccuracyPurposeKey:)`).
    case startServiceSession(SessionRequirement?, fullAccuracyPurposeKey: String?)
    /// `endServiceSession [s1]`.
    case endServiceSession(session: Handle?)
    /// `startLiveUpdates`.
    case startLiveUpdates
    /// `stopLiveUpdates [u1]`.
    case stopLiveUpdates(updates: Handle?)
    /// `queryMotion pedometer|activity|altimeter|headphone`.
    case queryMotion(MotionClass)
    /// `requestAccess video|audio`: `AVCaptureDevice.requestAccess(for:)` (CAM-1, MIC-1).
    case requestAccess(CaptureMediaType)
    /// `requestRecordPermission`: `AVAudioApplication.requestRecordPermission()` (MIC-1).
    case requestRecordPermission
    /// `requestAuthorization readWrite|addOnly`: `PHPhotoLibrary.requestAuthorization(for:)` (PHO-1, PHO-2).
    case requestAuthorization(PhotoAccessLevel)
    /// `presentLimitedLibraryPicker` (PHO-4).
    case presentLimitedLibraryPicker
    /// `presentPicker`: a `PHPickerViewController` (PHO-6).
    case presentPicker
    /// `fetchAssets`: a PhotoKit fetch of every photo the app may see (PHO-7's trigger).
    case fetchAssets
    /// `requestNotificationAuthorization [alert] [sound] [badge] [provisional]`:
    /// `UNUserNotificationCenter.requestAuthorization(options:)` (NOTIF-1 to NOTIF-4).
    case requestNotificationAuthorization(NotificationOptions)
    /// `getNotificationSettings`: `UNUserNotificationCenter.getNotificationSettings` (NOTIF-5).
    case getNotificationSettings
    /// `registerForRemoteNotifications`: `UIApplication.registerForRemoteNotifications()` (NOTIF-7).
    case registerForRemoteNotifications
    /// `startMonitoring IDENTIFIER LAT,LON RADIUS [m1]`: a circular region (MON-3).
    case startMonitoring(identifier: String, center: Coordinate, radiusMeters: ExactDecimal, manager: Handle?)
    /// `stopMonitoring IDENTIFIER [m1]`.
    case stopMonitoring(identifier: String, manager: Handle?)
    /// `requestState IDENTIFIER [m1]`.
    case requestState(identifier: String, manager: Handle?)
    /// `startMonitoringSignificantLocationChanges [m1]` (MON-2).
    case startMonitoringSignificantLocationChanges(manager: Handle?)
    /// `stopMonitoringSignificantLocationChanges [m1]`.
    case stopMonitoringSignificantLocationChanges(manager: Handle?)

    /// The API's name, as the file writes it after `call`.
    public var api: String { CallSyntax.entry(for: self)?.api ?? "" }

    /// The words after the API's name, as the file writes them.
    public var arguments: [String] { CallSyntax.entry(for: self)?.arguments(self) ?? [] }

    /// `call API ARGS` as the printer writes it, so that the parser reads back this call.
    var printed: String {
        (["call", api] + (CallSyntax.entry(for: self)?.printed(self) ?? [])).joined(separator: " ")
    }

    /// A handle the app got from the system (`m2`, `s1`, `b1`, `u1`, or bare digits), kept as written
    /// so the printer writes it back unchanged.
    public struct Handle: Hashable, Sendable {
        /// The word as written.
        public var spelling: String
        /// The number after the letter; nil when its digits make no `Int` (too long, or digits of
        /// another script), which the run reports when it needs the handle.
        public var number: Int?

        /// A handle from its written form, with or without its letter.
        public init(_ spelling: String, letter: String) {
            self.spelling = spelling
            let digits = spelling.hasPrefix(letter) ? String(spelling.dropFirst(letter.count)) : spelling
            number = Int(digits).flatMap { $0 >= 0 ? $0 : nil }
        }
    }
}
