import Vocabulary

/// PLIST-1 to PLIST-4: what a missing purpose string does.
extension Simulation {
    /// PLIST-1 (M 000): When In Use needs NSLocationWhenInUseUsageDescription; Always needs that and
    /// NSLocationAlwaysAndWhenInUseUsageDescription; blank counts as missing. PLIST-2 (M 000): when one
    /// is missing the request shows nothing and the only trace is a device-log line naming the key.
    ///
    /// - Returns: nil when every needed key is present, else why not (`NSLocationWhenInUseUsageDescription
    ///   is missing`), the reason an ignored request gives.
    mutating func missingLocationPurpose(always: Bool) -> String? {
        var needed = [InfoPlist.whenInUseKey]
        if always { needed.append(InfoPlist.alwaysKey) }
        guard let missing = needed.first(where: { !state.plist.hasPurpose($0) }) else { return nil }
        // PLIST-1 when the key is there but blank, or Always lacks its second key; PLIST-2 otherwise.
        let blank = state.plist.entries[missing] != nil
        emit(
            blank || missing == InfoPlist.alwaysKey ? .plist1 : .plist2,
            .log(
                "This app has attempted to access privacy-sensitive data without a usage description. "
                    + "The app\u{2019}s Info.plist must contain an \u{201C}\(missing)\u{201D} key"))
        return "\(missing) is \(blank ? "blank" : "missing")"
    }

    /// Whether the location purpose string is missing, so sessions report a request in progress that
    /// can never finish (PLIST-2, SES-3).
    var locationPurposeMissing: Bool { !state.plist.hasPurpose(InfoPlist.whenInUseKey) }

    /// PLIST-3 (M 000): without NSMotionUsageDescription the first protected Core Motion call crashes
    /// the app (SIGABRT, termination namespace TCC), even without motion hardware.
    ///
    /// - Returns: whether the app crashed.
    mutating func crashIfMotionPurposeMissing() -> Bool {
        guard !state.plist.hasPurpose(InfoPlist.motionKey) else { return false }
        emit(
            .plist3,
            .crash(
                signal: "SIGABRT", namespace: "TCC",
                message: "This app has crashed because it attempted to access privacy-sensitive data without a "
                    + "usage description (\(InfoPlist.motionKey))."))
        endProcess(as: .crashed)
        return true
    }

    /// PLIST-4 (D+A): without NSCameraUsageDescription (or NSMicrophoneUsageDescription) a camera (or
    /// microphone) request ends the app, before any alert (D: Apple's capture authorization guide says
    /// the system terminates an app that requests without the key); the signal and namespace are
    /// PLIST-3's (A).
    ///
    /// - Returns: whether the app crashed.
    mutating func crashIfPrivacyPurposeMissing(_ permission: PrivacyPermission) -> Bool {
        let key = permission.purposeKey
        guard !state.plist.hasPurpose(key) else { return false }
        emit(
            .plist4,
            .crash(
                signal: "SIGABRT", namespace: "TCC",
                message: "This app has crashed because it attempted to access privacy-sensitive data without a "
                    + "usage description (\(key))."))
        endProcess(as: .crashed)
        return true
    }
}
