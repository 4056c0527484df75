import SimulationKit
import Vocabulary

/// NOTIF-1 to NOTIF-8: notifications (`UNUserNotificationCenter`). Unlike the camera's, the
/// permission has a quiet grant without a prompt (provisional, NOTIF-3), per-interaction switches
/// the user changes in Settings (NOTIF-6), and a transport (APNs registration, NOTIF-7) that is not
/// the permission at all. Nothing here was measured: every rule is D or A.
extension Simulation {
    /// NOTIF-1 (D+A): while undecided, a request without `.provisional` shows one alert; requests
    /// made while it is up wait for its answer, and the options of all of them are granted together
    /// (A). NOTIF-4 (D+A): from provisional such a request shows the alert too. NOTIF-3 (D+A): a
    /// `.provisional` request while undecided shows nothing and grants quiet delivery at once.
    /// NOTIF-2 (D): otherwise nothing shows and the completion gets the stored answer; options
    /// asked for now are not added (A).
    mutating func requestNotificationAuthorization(_ call: AppCall, options: NotificationOptions) {
        emit(nil, .call(call))
        let status = state.privacy.notifications.stored.authorizationStatus
        let asksExplicitly = !options.contains(.provisional)
        if status == .notDetermined, !asksExplicitly {
            grantProvisional(options)
            return
        }
        guard status == .notDetermined || (status == .provisional && asksExplicitly) else {
            scheduleDelivery(
                .notificationAuthorizationResult(granted: status.allowsNotifications), rule: .notif2,
                after: replyDelay())
            return
        }
        state.privacy.notifications.asked.formUnion(options)
        state.privacy.waiting.append(.notifications)
        if !state.alertPending(.notifications) {
            let rule: RuleID = status == .provisional ? .notif4 : .notif1
            present(
                Alert(kind: .notifications, appName: state.appName, requester: .privacy(.notifications), rule: rule))
        }
    }

    /// NOTIF-3 (D+A): provisional authorization: no alert, the status reads provisional at once and
    /// the completion gets `granted` true. Delivery is quiet (D: "noninterrupting", to Notification
    /// Center): the switches of the options asked for stand off (no banner, sound or badge, A).
    private mutating func grantProvisional(_ options: NotificationOptions) {
        state.privacy.notifications.stored.authorizationStatus = .provisional
        state.privacy.notifications.addSwitches(for: options, at: .disabled)
        emitNotificationSettings(rule: .notif3)
        scheduleDelivery(.notificationAuthorizationResult(granted: true), rule: .notif3, after: replyDelay())
    }

    /// NOTIF-1, NOTIF-4: Allow authorizes with every interaction asked for (now or before) on;
    /// Don't Allow denies, the switches kept for Settings (A). Every waiting completion gets
    /// `granted` after `replyDelay`, with no error.
    mutating func answerNotifications(_ alert: Alert, button: String) {
        let rule = alert.rule ?? .notif1
        emit(rule, .alertAnswered(.notifications, button: button))
        let allowed = button == "Allow"
        var decision = state.privacy.notifications
        decision.stored.authorizationStatus = allowed ? .authorized : .denied
        decision.addSwitches(for: decision.askedBefore.union(decision.asked), at: .enabled)
        decision.asked = []
        state.privacy.notifications = decision
        emitNotificationSettings(rule: rule)
        answerWaiting(.notifications, rule: rule)
    }

    /// The trace's record of what the app would now read (status and interaction settings).
    mutating func emitNotificationSettings(rule: RuleID) {
        emit(rule, .notificationSettingsChanged(state.privacy.notifications.settings))
    }

    /// NOTIF-5 (D+A): `getNotificationSettings` answers asynchronously (D: the completion runs on a
    /// background queue) with the settings as they stand when asked (A), after `replyDelay`.
    mutating func getNotificationSettings(_ call: AppCall) {
        emit(nil, .call(call))
        scheduleDelivery(
            .notificationSettings(state.privacy.notifications.settings), rule: .notif5, after: replyDelay())
    }

    /// NOTIF-7 (D+A): registering for remote notifications is kept apart from the permission: the
    /// device token comes whatever the status, with no alert and no change to it (D: without
    /// authorization remote notifications are delivered silently). The token is the same for every
    /// registration of the app (A); registration is assumed to succeed (the entitlement and network
    /// are not simulated).
    mutating func registerForRemoteNotifications(_ call: AppCall) {
        emit(nil, .call(call))
        scheduleDelivery(
            .remoteNotificationsRegistered(tokenSeed: Self.deviceTokenSeed(for: state.appName)), rule: .notif7,
            after: replyDelay())
    }

    /// The seed of `appName`'s device token (FNV-1a of the name).
    static func deviceTokenSeed(for appName: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in appName.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// A 32-byte token spread from `seed` (four SplitMix64 outputs), as 64 hex digits.
    static func deviceToken(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        var text = ""
        for _ in 0..<4 {
            let hex = String(random.next(), radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return text
    }

    /// NOTIF-8 (D+A): an App Clip that sets `NSAppClipRequestEphemeralUserNotification` reads
    /// `ephemeral` from launch while undecided (D: ephemeral is for App Clips; A: the key alone
    /// stands for being an App Clip, and the 8-hour limit is not simulated).
    mutating func grantEphemeralIfAppClip() {
        let flag = state.plist.entries[InfoPlist.ephemeralNotificationsKey] ?? ""
        guard ["YES", "true", "1"].contains(flag),
            state.privacy.notifications.stored.authorizationStatus == .notDetermined
        else { return }
        state.privacy.notifications.stored.authorizationStatus = .ephemeral
        state.privacy.notifications.addSwitches(for: [.alert, .sound, .badge], at: .enabled)
        emitNotificationSettings(rule: .notif8)
    }

    /// NOTIF-6 (A): the app's Notifications page in Settings. Allow Notifications off denies, on
    /// allows with the switches as they stood; an interaction's switch turns it alone, and turning
    /// one on from provisional makes delivery prominent (authorized). No callback tells the app (it
    /// reads the settings again, NOTIF-5), and the process keeps running: notification settings
    /// are not a privacy permission whose revocation ends the app (A). The page exists only once
    /// the app has asked (A), and a switch only for an interaction it asked for.
    public mutating func setNotifications(_ change: NotificationSettingsChange) throws(StepError) -> [SystemRecord] {
        var decision = state.privacy.notifications
        let status = decision.stored.authorizationStatus
        guard status != .notDetermined else {
            throw .noSettingsControl(
                step: "settings notifications \(change)",
                reason: "the app has not asked for notifications, so Settings shows no Notifications page for it")
        }
        switch change {
        case .allow(let on):
            let stays = on ? status.allowsNotifications : status == .denied
            if !stays { decision.stored.authorizationStatus = on ? .authorized : .denied }
        case .interaction(let interaction, let on):
            guard decision.stored[interaction] != .notSupported else {
                let asked = decision.askedBefore.words.map { $0 + "s" }.joined(separator: ", ")
                throw .noSettingsControl(
                    step: "settings notifications \(change)",
                    reason: "the app never asked for \(interaction), so its page has no such switch (it has: "
                        + (asked.isEmpty ? "none" : asked) + ")")
            }
            decision.stored[interaction] = on ? .enabled : .disabled
            if on, status == .provisional { decision.stored.authorizationStatus = .authorized }
        }
        let before = state.privacy.notifications.settings
        state.privacy.notifications = decision
        if decision.settings != before { emitNotificationSettings(rule: .notif6) }
        return finish()
    }
}
