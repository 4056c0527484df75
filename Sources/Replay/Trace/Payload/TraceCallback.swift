import LocationSystem

/// A callback the app received: the event with its typed values, and whether the app was in the
/// foreground — the difference between AUTH-3's expiry callback (background) and a fresh grant.
public struct TraceCallback: Hashable, Sendable {
    /// The event delivered; always one of the callback cases (``CallbackKind``).
    public let event: AppEvent
    /// Its kind.
    public let kind: CallbackKind
    /// Whether the app was in the foreground when it arrived.
    public let foreground: Bool

    /// The callback of `event`, or nil when `event` is a lifecycle event.
    public init?(_ event: AppEvent, foreground: Bool) {
        guard let kind = CallbackKind(event) else { return nil }
        self.event = event
        self.kind = kind
        self.foreground = foreground
    }

    /// The fixes it carries (a `locations` callback's, a live update's one), or nil when it carries
    /// none by its nature (an authorization change, a failure, a live update without a fix).
    public var fixes: [Fix]? {
        switch event {
        case .locations(_, let fixes): return fixes
        case .liveUpdate(_, _, let fix?): return [fix]
        default: return nil
        }
    }

    /// The schema's fields: `callback`, `foreground` and the event's own.
    var fields: TraceFields {
        var fields: TraceFields
        switch event {
        case .authorization(let manager, let status, let fullAccuracy):
            fields = [
                "manager": .string(manager.description), "status": .int(Int64(status.rawValue)),
                "fullAccuracy": .bool(fullAccuracy),
            ]
        case .failure(let manager, let code):
            fields = ["manager": .string(manager.description), "code": .int(Int64(code))]
        case .locations(let manager, let fixes):
            if fixes.count == 1, let fix = fixes.first {
                // The commonest record of a long run, built in key order without searching.
                return TraceFields(sortedEntries: [
                    ("callback", "locations"), ("course", .decimal(fix.courseText)),
                    ("foreground", .bool(foreground)), ("horizontalAccuracy", .decimal(fix.horizontalAccuracyText)),
                    ("latitude", .decimal(fix.coordinate.latitudeText)),
                    ("longitude", .decimal(fix.coordinate.longitudeText)),
                    ("manager", .string(manager.description)), ("speed", .decimal(fix.speedText)),
                ])
            }
            fields = ["manager": .string(manager.description), "fixes": .array(fixes.map { .object(Self.fields($0)) })]
        case .liveUpdate(let id, let flags, let fix):
            fields = Self.fields(flags)
            fields["updates"] = .string(id.description)
            if let fix {
                fields.merge(Self.fields(fix)) { $1 }
            } else {
                fields["location"] = .null
            }
        case .diagnostic(let id, let flags):
            fields = Self.fields(flags)
            fields["session"] = .string(id.description)
        case .fullAccuracyResult(let manager, let code):
            fields = ["manager": .string(manager.description), "code": code.map { .int(Int64($0)) } ?? .null]
        case .motionResult(let motionClass, let code):
            fields = ["class": .string(motionClass.rawValue), "code": code.map { .int(Int64($0)) } ?? .null]
        case .accessResult(let permission, let granted):
            fields = ["permission": .string(permission.rawValue), "granted": .bool(granted)]
        case .photoAuthorizationResult(let level, let status):
            fields = ["level": .string(level.name), "access": .string(status.name)]
        case .limitedLibraryPickerResult(let added):
            fields = ["added": .int(Int64(added))]
        case .photoPickerResult(let count):
            fields = ["count": .int(Int64(count))]
        case .notificationAuthorizationResult(let granted):
            fields = ["granted": .bool(granted)]
        case .notificationSettings(let settings):
            fields = [
                "authorizationStatus": .string(settings.authorizationStatus.name),
                "alertSetting": .string(settings.alertSetting.name),
                "soundSetting": .string(settings.soundSetting.name),
                "badgeSetting": .string(settings.badgeSetting.name),
            ]
        case .remoteNotificationsRegistered(let token):
            fields = ["token": .string(token)]
        case .region(let manager, let region):
            fields = Self.fields(region)
            fields["manager"] = .string(manager.description)
        case .launched, .didEnterBackground, .willEnterForeground, .didBecomeActive, .willResignActive, .suspended,
            .resumed, .terminated, .wake:
            fields = [:]
        }
        fields["callback"] = .string(kind.rawValue)
        fields["foreground"] = .bool(foreground)
        return fields
    }

    /// A fix's fields: where, how accurate, how fast, which way.
    static func fields(_ fix: Fix) -> TraceFields {
        TraceFields(sortedEntries: [
            ("course", .decimal(fix.courseText)), ("horizontalAccuracy", .decimal(fix.horizontalAccuracyText)),
            ("latitude", .decimal(fix.coordinate.latitudeText)), ("longitude", .decimal(fix.coordinate.longitudeText)),
            ("speed", .decimal(fix.speedText)),
        ])
    }

    /// A region callback's fields: which callback, which region, and a state or code when it has one.
    static func fields(_ region: RegionEvent) -> TraceFields {
        var fields: TraceFields = ["event": .string(region.name), "region": .string(region.identifier)]
        switch region {
        case .determined(_, let state): fields["state"] = .string(state.description)
        case .failed(_, let code): fields["code"] = .int(Int64(code))
        default: break
        }
        return fields
    }

    /// Diagnostic flags' fields: the two that are always written, and the others when set.
    static func fields(_ flags: DiagnosticFlags) -> TraceFields {
        var fields: TraceFields = [
            "authorizationRequestInProgress": .bool(flags.authorizationRequestInProgress),
            "authorizationDenied": .bool(flags.authorizationDenied),
        ]
        if flags.authorizationDeniedGlobally { fields["authorizationDeniedGlobally"] = true }
        if flags.authorizationRestricted { fields["authorizationRestricted"] = true }
        if flags.insufficientlyInUse { fields["insufficientlyInUse"] = true }
        if flags.accuracyLimited { fields["accuracyLimited"] = true }
        if flags.alwaysAuthorizationDenied { fields["alwaysAuthorizationDenied"] = true }
        return fields
    }
}
