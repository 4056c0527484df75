import LocationSystem
import ScenarioLanguage
import Vocabulary

/// The fields an `expect callback KIND FIELD=VALUE` line can name, and the typed accessor table
/// that reads each from a callback: one entry per field, nil where the callback's kind has no such
/// field — the same fields, under the same names, as the JSON Lines schema writes.
enum CallbackFieldName: String, Hashable, Sendable, CaseIterable {
    case status, fullAccuracy, code, manager, foreground
    case latitude, longitude, horizontalAccuracy, speed, course, location
    case `class`, updates, session
    case region, event, state
    case authorizationRequestInProgress, authorizationDenied, authorizationDeniedGlobally, authorizationRestricted
    case insufficientlyInUse, accuracyLimited, alwaysAuthorizationDenied
    case permission, granted
    case level, access, added, count
    case authorizationStatus, alertSetting, soundSetting, badgeSetting, token

    /// The field's value in `callback`, or nil when the callback has no such field.
    func value(in callback: TraceCallback) -> CallbackFieldValue? {
        switch self {
        case .foreground: return .bool(callback.foreground)
        case .status, .fullAccuracy, .code, .manager, .class, .updates, .session, .permission, .granted:
            return ownValue(callback.event)
        case .level, .access, .added, .count: return photoValue(callback.event)
        case .authorizationStatus, .alertSetting, .soundSetting, .badgeSetting, .token:
            return notificationValue(callback.event)
        case .region, .event, .state: return regionValue(callback.event)
        case .latitude, .longitude, .horizontalAccuracy, .speed, .course, .location: return fixValue(callback.event)
        case .authorizationRequestInProgress, .authorizationDenied, .authorizationDeniedGlobally,
            .authorizationRestricted, .insufficientlyInUse, .accuracyLimited, .alwaysAuthorizationDenied:
            return flagValue(callback.event)
        }
    }

    /// The status, code, manager, class, updates or session of an event.
    private func ownValue(_ event: AppEvent) -> CallbackFieldValue? {
        switch (self, event) {
        case (.status, .authorization(_, let status, _)): return .int(Int64(status.rawValue))
        case (.fullAccuracy, .authorization(_, _, let full)): return .bool(full)
        case (.code, .failure(_, let code)), (.code, .region(_, .failed(_, let code))): return .int(Int64(code))
        case (.code, .fullAccuracyResult(_, let code)), (.code, .motionResult(_, let code)):
            return code.map { .int(Int64($0)) } ?? CallbackFieldValue.none
        case (.manager, _): return event.manager.map { .text($0.description) }
        case (.class, .motionResult(let motionClass, _)): return .text(motionClass.rawValue)
        case (.updates, .liveUpdate(let id, _, _)): return .text(id.description)
        case (.session, .diagnostic(let id, _)): return .text(id.description)
        case (.permission, .accessResult(let permission, _)): return .text(permission.rawValue)
        case (.granted, .accessResult(_, let granted)), (.granted, .notificationAuthorizationResult(let granted)):
            return .bool(granted)
        default: return nil
        }
    }

    /// A Photos callback's level and status, or how many photos a picker added or returned.
    private func photoValue(_ event: AppEvent) -> CallbackFieldValue? {
        switch (self, event) {
        case (.level, .photoAuthorizationResult(let level, _)): return .text(level.name)
        case (.access, .photoAuthorizationResult(_, let status)): return .text(status.name)
        case (.added, .limitedLibraryPickerResult(let added)): return .int(Int64(added))
        case (.count, .photoPickerResult(let count)): return .int(Int64(count))
        default: return nil
        }
    }

    /// A notifications callback's settings (NOTIF-5) or device token (NOTIF-7).
    private func notificationValue(_ event: AppEvent) -> CallbackFieldValue? {
        switch (self, event) {
        case (.authorizationStatus, .notificationSettings(let settings)):
            return .text(settings.authorizationStatus.name)
        case (.alertSetting, .notificationSettings(let settings)): return .text(settings.alertSetting.name)
        case (.soundSetting, .notificationSettings(let settings)): return .text(settings.soundSetting.name)
        case (.badgeSetting, .notificationSettings(let settings)): return .text(settings.badgeSetting.name)
        case (.token, .remoteNotificationsRegistered(let token)): return .text(token)
        default: return nil
        }
    }

    /// A region callback's identifier, callback name, or determined state.
    private func regionValue(_ event: AppEvent) -> CallbackFieldValue? {
        guard case .region(_, let region) = event else { return nil }
        switch (self, region) {
        case (.region, _): return .text(region.identifier)
        case (.event, _): return .text(region.name)
        case (.state, .determined(_, let state)): return .text(state.description)
        default: return nil
        }
    }

    /// A field of the one fix a callback carries at its top level (a single-fix `locations`, a live
    /// update), or a live update's `location=none`.
    private func fixValue(_ event: AppEvent) -> CallbackFieldValue? {
        let fix: Fix
        switch event {
        case .locations(_, let fixes) where fixes.count == 1: fix = fixes[0]
        case .liveUpdate(_, _, let update?): fix = update
        case .liveUpdate(_, _, nil): return self == .location ? CallbackFieldValue.none : nil
        default: return nil
        }
        switch self {
        case .latitude: return .decimal(fix.coordinate.latitude)
        case .longitude: return .decimal(fix.coordinate.longitude)
        case .horizontalAccuracy:
            return .decimal(ExactDecimal(significand: fix.horizontalAccuracy_dm, fractionDigits: 1))
        case .speed: return .decimal(ExactDecimal(significand: fix.speed_cmps, fractionDigits: 2))
        case .course: return .decimal(ExactDecimal(significand: fix.course_cdeg, fractionDigits: 2))
        default: return nil
        }
    }

    /// A diagnostic flag of a live update or a session diagnostic: the first two always present,
    /// the others only when set.
    private func flagValue(_ event: AppEvent) -> CallbackFieldValue? {
        let flags: DiagnosticFlags
        switch event {
        case .liveUpdate(_, let eventFlags, _), .diagnostic(_, let eventFlags): flags = eventFlags
        default: return nil
        }
        let set: Bool
        switch self {
        case .authorizationRequestInProgress: return .bool(flags.authorizationRequestInProgress)
        case .authorizationDenied: return .bool(flags.authorizationDenied)
        case .authorizationDeniedGlobally: set = flags.authorizationDeniedGlobally
        case .authorizationRestricted: set = flags.authorizationRestricted
        case .insufficientlyInUse: set = flags.insufficientlyInUse
        case .accuracyLimited: set = flags.accuracyLimited
        case .alwaysAuthorizationDenied: set = flags.alwaysAuthorizationDenied
        default: return nil
        }
        return set ? .bool(true) : nil
    }
}

/// A callback field's value, as a filter compares it: numbers exact, no text made for them.
enum CallbackFieldValue: Hashable, Sendable {
    case int(Int64)
    case decimal(ExactDecimal)
    case bool(Bool)
    case text(String)
    /// A field present with no value (a live update with no location, a completion with no error).
    case none

    /// Whether it equals an expectation's value: `status=0` matches the raw status and
    /// `status=denied` its name, decimals and integers compare as exact decimals, `none` matches a
    /// field with no value.
    func matches(_ expected: Value) -> Bool {
        switch (self, expected) {
        case (.int(let number), .integer(let other)): return number == other
        case (.int(let number), .status(let status)): return number == Int64(status.rawValue)
        case (.int(let number), .decimal(let decimal)):
            return ExactDecimal(significand: number, fractionDigits: 0) == decimal
        case (.bool(let flag), .bool(let other)): return flag == other
        case (.decimal(let value), .decimal(let decimal)): return value == decimal
        case (.decimal(let value), .integer(let number)):
            return value == ExactDecimal(significand: number, fractionDigits: 0)
        case (.none, .word("none")): return true
        case (.text(let text), .string(let other)), (.text(let text), .word(let other)),
            (.text(let text), .appState(let other)), (.text(let text), .alertKind(let other)):
            return text == other
        case (.text(let text), .accuracy(let accuracy)): return text == accuracy.rawValue
        case (.text(let text), .motion(let motion)): return text == motion.name
        case (.text(let text), .privacy(let status)): return text == status.name
        default: return false
        }
    }
}
