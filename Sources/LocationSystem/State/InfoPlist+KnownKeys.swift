/// The Info.plist keys a scenario may name, so that a misspelt key is caught when the file is read
/// rather than by a request that later shows nothing (PLIST-2).
extension InfoPlist {
    /// CFBundleDisplayName: the app's name, which the system's alerts quote (`Allow “Runner” …`).
    public static let displayNameKey = "CFBundleDisplayName"

    /// The name the system's alerts quote: CFBundleDisplayName, else CFBundleName, else `Host` (the
    /// seeds' test host, whose alerts read `Allow “Host” to use your location?`).
    public var appName: String {
        for key in [Self.displayNameKey, "CFBundleName"] where hasPurpose(key) {
            return entries[key]!
        }
        return "Host"
    }

    /// The keys the simulated system reads: the location and motion purpose strings, the temporary
    /// accuracy dictionary, NSLocationDefaultAccuracyReduced, the app's display name, the switch
    /// that turns off the automatic limited-library alert (PHO-7) and an App Clip's request for
    /// ephemeral notifications (NOTIF-8).
    public static let modelledKeys: [String] = [
        whenInUseKey, alwaysKey, motionKey, temporaryDictionaryKey, defaultAccuracyReducedKey, displayNameKey,
        preventLimitedAlertKey, ephemeralNotificationsKey,
    ]

    /// Every key a scenario may name: the modelled ones, then the other privacy usage descriptions and
    /// bundle names a real app's Info.plist holds. They are kept but nothing in the simulation reads them.
    public static let knownKeys: [String] =
        modelledKeys + [
            "CFBundleName", "NSLocationAlwaysUsageDescription", "NSLocationUsageDescription",
            "NSAppleMusicUsageDescription", "NSBluetoothAlwaysUsageDescription",
            "NSBluetoothPeripheralUsageDescription", "NSCalendarsUsageDescription",
            "NSCalendarsFullAccessUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription",
            "NSCameraUsageDescription", "NSContactsUsageDescription", "NSFaceIDUsageDescription",
            "NSFallDetectionUsageDescription", "NSFocusStatusUsageDescription", "NSGKFriendListUsageDescription",
            "NSHealthClinicalHealthRecordsShareUsageDescription", "NSHealthShareUsageDescription",
            "NSHealthUpdateUsageDescription", "NSHomeKitUsageDescription", "NSIdentityUsageDescription",
            "NSLocalNetworkUsageDescription", "NSMicrophoneUsageDescription", "NSNearbyInteractionUsageDescription",
            "NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription", "NSRemindersUsageDescription",
            "NSRemindersFullAccessUsageDescription", "NSSensorKitUsageDescription", "NSSiriUsageDescription",
            "NSSpeechRecognitionUsageDescription", "NSUserTrackingUsageDescription", "NFCReaderUsageDescription",
        ]
}
