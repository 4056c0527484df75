/// The catalog as data: what `locsim rules` prints and docs/behaviors.md links, one entry per rule.
extension RuleID {
    /// This rule's provenance, seed, figure, parameters, summary and where its code and test live.
    public var info: RuleInfo {
        let row = Self.table[self]!
        return RuleInfo(
            id: self, provenance: row.provenance, seeds: row.seeds, figure: row.figure, parameters: row.parameters,
            summary: row.summary, sourceFile: row.source, testFile: row.test)
    }

    /// Every rule's info, in catalog order.
    public static var catalog: [RuleInfo] { allCases.map(\.info) }

    private typealias Row = (
        provenance: [Provenance], seeds: [String], figure: String, parameters: [String], summary: String,
        source: String, test: String
    )

    private static let authFile = "AuthorizationTests.swift"
    private static let setFile = "SettingsTests.swift"
    private static let accFile = "AccuracyTests.swift"
    private static let privacyFile = "CameraMicrophoneTests.swift"
    private static let privacySource = "Rules/Simulation+Privacy.swift"
    private static let photosFile = "PhotosTests.swift"
    private static let photosSource = "Rules/Simulation+Photos.swift"

    private static let table: [RuleID: Row] = [
        .auth1: (
            [.measured], ["000"], "every manager: one callback 2–9 ms after the delegate is set, even with status 0",
            ["initialCallbackDelay"], "assigning a delegate calls nothing synchronously; one callback follows",
            "Rules/Simulation+InitialCallback.swift", authFile
        ),
        .auth2: (
            [.measured], ["000"], "alert: Allow Once / Allow While Using App / Don’t Allow; While Using → 4",
            ["replyDelay"], "requestWhenInUse from 0 shows the three-button alert",
            "Rules/Simulation+LocationAuthorization.swift", authFile
        ),
        .auth3: (
            [.measured, .assumed], ["000"], "grant 8.7 s, background ≈10 s, revert 28.3 s (18 s after background)",
            ["allowOnceExpiry", "foregroundKeepsAllowOnce"],
            "Allow Once → 4, reverts to 0 after the app leaves the foreground",
            "Rules/Simulation+AllowOnce.swift", authFile
        ),
        .auth4: (
            [.measured], ["000", "001"], "Don’t Allow → 2, accuracy reads reduced; asking again shows nothing",
            ["replyDelay"], "Don't Allow denies for good, from inside the app",
            "Rules/Simulation+LocationAuthorization.swift", authFile
        ),
        .auth5: (
            [.measured, .assumed], ["000"], "requestAlways from 0: same alert; While Using → 3 (provisional)",
            ["replyDelay", "alwaysAlertAllowOnceIsTemporary"], "requestAlways from 0 grants provisional Always",
            "Rules/Simulation+LocationAuthorization.swift", authFile
        ),
        .auth6: (
            [.documented], ["000", "004"], "second prompt: Always Allow → no callback; Keep Only While Using → 4",
            ["replyDelay"], "provisional Always is settled by a later system prompt",
            "Rules/Simulation+ProvisionalAlways.swift", authFile
        ),
        .auth7: (
            [.measured], ["000"], "upgrade alert from 4: Always Allow → 3; Keep Only While Using → no callback in 2 s",
            ["replyDelay"], "requestAlways from 4 shows the upgrade alert; its no is silent",
            "Rules/Simulation+AlwaysUpgrade.swift", authFile
        ),
        .auth8: (
            [.documented], ["000"], "the upgrade alert shows once per install; ignored during Allow Once",
            [], "later requestAlways calls do nothing", "Rules/Simulation+AlwaysUpgrade.swift", authFile
        ),
        .auth9: (
            [.measured], ["000"], "after Don’t Allow: no alert, no callback; requestWhenInUse not from 0 is a no-op",
            [], "requests that cannot prompt do nothing", "Rules/Simulation+LocationAuthorization.swift", authFile
        ),
        .auth10: (
            [.documented, .assumed], ["004"], "restricted reads 1; requests never show an alert",
            ["restrictionSendsCallback"], "device management restricts location",
            "Rules/Simulation+Settings.swift", authFile
        ),
        .auth11: (
            [.measured, .assumed], ["001"], "revoke while updating: code 1, then status 2; fixes resume after a grant",
            ["failureToCallbackGap", "fixInterval"], "running updates survive a denial",
            "Rules/Simulation+AccessLoss.swift", authFile
        ),
        .auth12: (
            [.measured, .assumed], ["004"], "When In Use, updating, backgrounded without a session: code 1",
            ["backgroundAccessLossDelay"], "When In Use access ends with the foreground",
            "Rules/Simulation+AccessLoss.swift", authFile
        ),
        .auth13: (
            [.documented, .assumed], ["apple"],
            "Allow Once, backgrounded with a background session and its indicator: no expiry until it ends",
            ["allowOnceExpiry"], "a background session with the indicator holds Allow Once",
            "Rules/Simulation+AllowOnce.swift", authFile
        ),
        .setPreciseOff: (
            [.measured], ["004"], "callback status 4, fullAccuracy false", ["replyDelay"],
            "Precise Location off in Settings", "Rules/Simulation+Settings.swift", setFile
        ),
        .setNever: (
            [.measured], ["004"], "didFailWithError code 1, then callback 2 with fullAccuracy false",
            ["replyDelay", "failureToCallbackGap"], "Never in Settings", "Rules/Simulation+Settings.swift", setFile
        ),
        .setAsk: (
            [.measured], ["004"], "callback 0 with fullAccuracy true", ["replyDelay"],
            "Ask Next Time or When I Share in Settings", "Rules/Simulation+Settings.swift", setFile
        ),
        .setWhileUsing: (
            [.measured], ["004"], "callback 4, fullAccuracy true", ["replyDelay"], "While Using the App in Settings",
            "Rules/Simulation+Settings.swift", setFile
        ),
        .setAlways: (
            [.assumed], [], "callback 3 (not measured)", ["replyDelay"], "Always in Settings",
            "Rules/Simulation+Settings.swift", setFile
        ),
        .setServicesOff: (
            [.documented, .assumed], ["004"], "callback 2 for every app", ["replyDelay", "servicesOffFailsUpdates"],
            "Location Services off for the device", "Rules/Simulation+Settings.swift", setFile
        ),
        .set1: (
            [.measured], ["004"], "accuracy changes arrive through the authorization callback, status unchanged",
            ["replyDelay"], "one callback for status and accuracy", "Simulation/Simulation+Scheduling.swift", setFile
        ),
        .set2: (
            [.measured], ["004"], "running app: in the background; suspended app: on resume; no termination",
            [], "changes reach the app wherever it is", "Simulation/Simulation+Delivery.swift", setFile
        ),
        .set3: (
            [.measured], ["004"], "accuracy reads reduced under 2, full under 0", [],
            "accuracy means something only under 3 or 4", "State/SystemState+Readings.swift", setFile
        ),
        .set4: (
            [.reported, .assumed], ["003"], "the callback on return from Settings is sometimes skipped",
            ["faultCallbackDelay"], "a what-if fault (skipSettingsCallback), off by default",
            "Simulation/Simulation+Scheduling.swift", setFile
        ),
        .set5: (
            [.documented], ["000"], "delegate calls run on the manager's run loop: changes heard in the order made",
            ["replyDelay"], "a later change's callback never overtakes an earlier one",
            "Rules/Simulation+CallbackOrder.swift", setFile
        ),
        .acc1: (
            [.measured], ["004"], "horizontalAccuracy 5 m at the true position; speed, course −1 when still",
            ["preciseAccuracy", "fixInterval"], "precise fixes", "Rules/Simulation+Fixes.swift", accFile
        ),
        .acc2: (
            [.measured], ["004"], "5,411.8 m; centre 1.7–2.1 km away (1,715 … 2,072 m); speed 0, course 0",
            ["approximateAccuracy", "approximateOffset"], "approximate fixes are snapped centres",
            "Rules/Simulation+Snapping.swift", accFile
        ),
        .acc3: (
            [.measured, .documented, .assumed], ["004"], "same place → same centre; ≈5 km regions; ≈4×/hour",
            ["snappingCell", "snappingRecompute"], "snapping, not noise", "Rules/Simulation+Snapping.swift",
            accFile
        ),
        .acc4: (
            [.measured], ["004"], "two-button alert; Allow Once → fullAccuracy true; Don’t Allow succeeds",
            ["replyDelay"], "temporary full accuracy on request",
            "Rules/Simulation+TemporaryFullAccuracy.swift", accFile
        ),
        .acc5: (
            [.measured, .documented], ["004"], "code 18 at once: key missing, already full, background, alert up",
            [], "when the full-accuracy request shows nothing",
            "Rules/Simulation+TemporaryFullAccuracy.swift", accFile
        ),
        .acc6: (
            [.measured, .documented], ["004"], "ends 11.3 s (11.2–11.3) after leaving the foreground",
            ["fullAccuracyExpiry"], "temporary full accuracy lasts one foreground visit",
            "Rules/Simulation+TemporaryFullAccuracy.swift", accFile
        ),
        .acc7: (
            [.measured], ["004"], "desiredAccuracy reduced: approximate fixes, same centre; grant unchanged", [],
            "the app can blur on purpose", "Rules/Simulation+Fixes.swift", accFile
        ),
        .acc8: (
            [.measured, .documented], ["004"], "NSLocationDefaultAccuracyReduced ignored by the simulator",
            ["honoursDefaultAccuracyReduced"], "profile difference: simulator vs device",
            "Rules/Simulation+LocationAuthorization.swift", accFile
        ),
        .acc9: (
            [.measured], ["004"], "a moving route stops advancing in the background", ["backgroundRouteFreezes"],
            "simulator quirk", "Rules/Simulation+Fixes.swift", accFile
        ),
        .plist1: (
            [.measured], ["000"], "When In Use key; Always needs both; motion key; blank = missing", [],
            "which purpose strings each request needs", "Rules/Simulation+PurposeStrings.swift",
            "PurposeStringTests.swift"
        ),
        .plist2: (
            [.measured], ["000"], "no alert, status 0, no fix, no error; one liveUpdate in progress; a log line", [],
            "a missing location key fails silently", "Rules/Simulation+PurposeStrings.swift",
            "PurposeStringTests.swift"
        ),
        .plist3: (
            [.measured], ["000"], "SIGABRT, termination namespace TCC, even without hardware", [],
            "a missing motion key crashes the app", "Rules/Simulation+PurposeStrings.swift",
            "PurposeStringTests.swift"
        ),
        .plist4: (
            [.documented, .assumed], ["apple"],
            "a camera, microphone or Photos request without its key: SIGABRT, namespace TCC",
            [], "a missing camera, microphone or photo library key ends the app",
            "Rules/Simulation+PurposeStrings.swift",
            "PurposeStringTests.swift"
        ),
        .ses1: (
            [.measured], ["000"], "first diagnostic and update: requestInProgress; after grant: clear, then a fix",
            ["replyDelay", "fixInterval"], "a session prompts by itself", "Rules/Simulation+ServiceSessions.swift",
            "ServiceSessionTests.swift"
        ),
        .ses2: (
            [.measured], ["000", "004"], "denied: one update with authorizationDenied; resumes after a grant",
            ["fixInterval"], "sequences stay open through a denial", "Rules/Simulation+ServiceSessions.swift",
            "ServiceSessionTests.swift"
        ),
        .ses3: (
            [.measured], ["000"], "bare host: requestInProgress true forever", [],
            "flags describe the moment, not a promise", "Rules/Simulation+ServiceSessions.swift",
            "ServiceSessionTests.swift"
        ),
        .ses4: (
            [.documented, .assumed], ["apple"],
            "still for stationaryAfter: one update with stationary, then none until it moves",
            ["stationaryAfter", "fixInterval"], "live updates pause while the device stays put",
            "Rules/Simulation+Stationary.swift", "SessionPauseAndAccuracyTests.swift"
        ),
        .ses5: (
            [.documented, .assumed], ["apple"],
            "ACC-4's alert; Don't Allow: fullAccuracyDenied; asks again after ACC-6's lapse",
            ["fullAccuracyExpiry"], "a session with a purpose key asks for full accuracy itself",
            "Rules/Simulation+SessionFullAccuracy.swift", "SessionPauseAndAccuracyTests.swift"
        ),
        .mot1: (
            [.measured], ["000"], "first protected call shows the alert; its handler waits for the answer", [],
            "no request API for motion", "Rules/Simulation+Motion.swift", "MotionTests.swift"
        ),
        .mot2: (
            [.measured], ["000"], "one answer covers pedometer, activity, altimeter, headphone; no callback",
            ["replyDelay"], "one switch for four classes", "Rules/Simulation+Motion.swift", "MotionTests.swift"
        ),
        .mot3: (
            [.measured], ["000"], "alert even without hardware; then error 104", ["replyDelay"],
            "the permission is asked before availability", "Rules/Simulation+Motion.swift", "MotionTests.swift"
        ),
        .cam1: (
            [.documented, .assumed], ["apple", "002"],
            "undecided: one alert “Would Like to Access the Camera” [Don’t Allow, OK]; handlers wait, then granted",
            ["replyDelay"], "requestAccess(for: .video) asks once; its completion comes after the answer",
            privacySource, privacyFile
        ),
        .cam2: (
            [.documented], ["apple", "002"], "after a decision: no alert; the stored answer after replyDelay",
            ["replyDelay"], "a repeated camera request shows nothing", privacySource, privacyFile
        ),
        .cam3: (
            [.documented], ["apple", "002"], "restricted reads 1; a request answers false without an alert",
            ["replyDelay"], "device management or Screen Time restricts the camera", privacySource, privacyFile
        ),
        .cam4: (
            [.assumed], ["002"], "Settings switch: on authorized, off denied, no callback; revoking ends the app",
            ["privacyRevokeTerminates"], "the camera switch in Settings", privacySource, privacyFile
        ),
        .mic1: (
            [.documented, .assumed], ["apple", "002"],
            "undecided: one alert “Would Like to Access the Microphone” [Don’t Allow, OK]; camera grants nothing",
            ["replyDelay"], "requestRecordPermission (or requestAccess(for: .audio)) asks once", privacySource,
            privacyFile
        ),
        .mic2: (
            [.documented], ["apple", "002"], "after a decision: no alert; the stored answer after replyDelay",
            ["replyDelay"], "a repeated microphone request shows nothing", privacySource, privacyFile
        ),
        .mic3: (
            [.assumed], ["002"], "Settings switch: on granted, off denied, no callback; revoking ends the app",
            ["privacyRevokeTerminates"], "the microphone switch in Settings", privacySource, privacyFile
        ),
        .pho1: (
            [.documented, .assumed], ["apple", "002"],
            "undecided: one alert [Limit Access…, Allow Full Access, Don’t Allow]; the handler gets the status",
            ["replyDelay"], "requestAuthorization(for: .readWrite) asks once; full access also allows adding",
            photosSource, photosFile
        ),
        .pho2: (
            [.documented, .assumed], ["apple", "002"],
            "add-only: its own alert [Don’t Allow, OK] and key; reading stays undetermined",
            ["replyDelay"], "adding photos is asked apart from reading them", photosSource, photosFile
        ),
        .pho3: (
            [.documented], ["apple", "002"], "after a decision: no alert; the stored status after replyDelay",
            ["replyDelay"], "a repeated Photos request shows nothing", photosSource, photosFile
        ),
        .pho4: (
            [.documented, .assumed], ["apple", "002"],
            "Limit Access… opens the selection sheet; presentLimitedLibraryPicker adds to it; Cancel adds none",
            ["replyDelay"], "limited access shows only the photos the user picked", photosSource, photosFile
        ),
        .pho5: (
            [.assumed], ["002"], "Settings row None / Add Photos Only / Limited / Full; deselecting hides a photo",
            ["privacyRevokeTerminates"], "the Photos row in Settings", photosSource, photosFile
        ),
        .pho6: (
            [.documented], ["apple", "002"], "PHPickerViewController: no alert, no status change, results delivered",
            ["replyDelay"], "the system photo picker needs no permission", photosSource, photosFile
        ),
        .pho7: (
            [.documented, .assumed], ["apple", "002"],
            "limited: the life cycle's first fetch shows [Select More Photos…, Keep Current Selection]; the plist key: none",
            [], "the automatic limited-library alert, once per app life cycle",
            "Rules/Simulation+LimitedLibraryAlert.swift", photosFile
        ),
        .pho8: (
            [.documented, .assumed], ["apple", "002"],
            "restricted reads 1 for both levels; a request gets it without an alert",
            ["replyDelay"], "parental controls or a profile restrict the photo library; Settings cannot change it",
            photosSource, photosFile
        ),
        .pho9: (
            [.assumed], ["002"], "what-if, no iOS does it: read/write limited reads raw value 5, no SDK's case",
            [], "an unknown future status reaches the app's @unknown default", "API/AppSystem.swift", photosFile
        ),
        .life1: (
            [.reported], ["003"], "a background relaunch by a location event goes through launch first", [],
            "managers created only in a view miss it", "Rules/Simulation+ProvisionalAlways.swift",
            "LifecycleTests.swift"
        ),
        .life2: (
            [.reported], ["003"], "read the real status synchronously at init", [],
            "getters answer at once; the callback comes 2–9 ms later", "API/AppSystem.swift", "LifecycleTests.swift"
        ),
        .life3: (
            [.documented], ["apple"], "opening openSettingsURLString: didEnterBackground at once, Settings in front",
            [], "opening the app's Settings page sends the app to the background",
            "Simulation/Simulation+Lifecycle.swift",
            "LifecycleTests.swift"
        ),
        .life4: (
            [.documented, .assumed], ["apple"],
            "alert over the foreground app: willResignActive; answered: didBecomeActive",
            [], "a system alert makes the app resign active until it is answered",
            "Simulation/Simulation+Alerts.swift", "LifecycleTests.swift"
        ),
        .upd1: (
            [.documented, .assumed], ["apple"],
            "one fix after fixInterval (1 s), then nothing; stopUpdating cancels it",
            ["fixInterval"], "requestLocation delivers one location (or a failure) and stops",
            "Rules/Simulation+Updates.swift", "UpdatesTests.swift"
        ),
        .upd2: (
            [.documented, .assumed], ["apple"], "denied, restricted or Location Services off: code 1 (kCLErrorDenied)",
            ["replyDelay"], "starting updates or requesting a location without access fails",
            "Rules/Simulation+Updates.swift", "UpdatesTests.swift"
        ),
        .mon1: (
            [.documented], ["apple"],
            "When In Use: significant changes, visits, regions “not available”; calls wait for Always",
            [], "the services that can relaunch an app need Always", "Rules/Simulation+Monitoring.swift",
            "MonitoringTests.swift"
        ),
        .mon2: (
            [.documented, .assumed], ["apple"], "a location at once, then one per 500 m moved, at most one per 5 min",
            ["significantChangeDistance", "significantChangeInterval", "fixInterval"],
            "significant-change location under Always", "Rules/Simulation+MonitoringLooks.swift",
            "MonitoringTests.swift"
        ),
        .mon3: (
            [.documented, .assumed], ["apple"],
            "regions shared by all managers, outlive the process; entry and exit at the next look (1 s)",
            ["replyDelay", "fixInterval"], "region monitoring under Always", "Rules/Simulation+MonitoringLooks.swift",
            "MonitoringTests.swift"
        ),
        .mon4: (
            [.documented], ["apple"], "at most 20 regions; the 21st fails with code 5 (regionMonitoringFailure)",
            ["replyDelay"], "an app monitors at most 20 regions", "Rules/Simulation+Monitoring.swift",
            "MonitoringTests.swift"
        ),
    ].merging(notificationRows) { first, _ in first }

    private static let notificationsFile = "NotificationsTests.swift"
    private static let notificationsSource = "Rules/Simulation+Notifications.swift"

    /// NOTIF-1 to NOTIF-8: nothing measured (D and A only).
    private static let notificationRows: [RuleID: Row] = [
        .notif1: (
            [.documented, .assumed], ["apple", "002"],
            "undecided: one alert [Don’t Allow, Allow], no purpose string; (granted, nil) after replyDelay",
            ["replyDelay"], "requestAuthorization(options:) asks once; Allow turns on the options asked",
            notificationsSource, notificationsFile
        ),
        .notif2: (
            [.documented, .assumed], ["apple", "002"],
            "after a decision: no alert, the stored answer; new options not added",
            ["replyDelay"], "a repeated notifications request shows nothing", notificationsSource, notificationsFile
        ),
        .notif3: (
            [.documented, .assumed], ["apple", "002"],
            "with .provisional: no alert, provisional at once, granted; Notification Center only, no banner or sound",
            ["replyDelay"], "provisional authorization is quiet delivery", notificationsSource, notificationsFile
        ),
        .notif4: (
            [.documented, .assumed], ["apple", "002"],
            "from provisional, a request without .provisional shows the alert",
            [], "provisional is upgraded by asking explicitly", notificationsSource, notificationsFile
        ),
        .notif5: (
            [.documented, .assumed], ["apple", "002"],
            "getNotificationSettings answers after replyDelay: status, alert, sound and badge settings",
            ["replyDelay"], "notification settings are read asynchronously", notificationsSource, notificationsFile
        ),
        .notif6: (
            [.assumed], ["002"],
            "Settings: Allow Notifications on/off, alerts/sounds/badges; no callback, the app runs on",
            [], "the Notifications page in Settings", notificationsSource, notificationsFile
        ),
        .notif7: (
            [.documented, .assumed], ["apple", "002"], "a device token whatever the status; no alert, no status change",
            ["replyDelay"], "remote-notification registration is not authorization", notificationsSource,
            notificationsFile
        ),
        .notif8: (
            [.documented, .assumed], ["apple"],
            "an App Clip with NSAppClipRequestEphemeralUserNotification reads ephemeral from launch",
            [], "App Clips get ephemeral notifications", notificationsSource, notificationsFile
        ),
    ]
}
