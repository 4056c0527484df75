import LocationSystem
import SimulationKit

extension TraceRecord {
    /// The trace record of one thing the system did, named by its catalog rule.
    ///
    /// `foreground` says whether the app was in the foreground when a callback arrived, which is the
    /// difference between AUTH-3's expiry callback (background) and a fresh grant (foreground).
    static func from(_ record: SystemRecord, foreground: Bool) -> TraceRecord {
        let rule = record.rule?.rawValue
        let time = record.time
        switch record.kind {
        case .alertShown(let alert):
            return TraceRecord(
                time: time, kind: .alert, rule: rule,
                fields: [
                    "action": "shown", "alert": .string(alert.kind.rawValue), "title": .string(alert.title),
                    "buttons": .array(alert.buttons.map { .string($0) }), "by": .string(alert.requester.description),
                ])
        case .alertAnswered(let kind, let button):
            return TraceRecord(
                time: time, kind: .alert, rule: rule,
                fields: ["action": "answered", "alert": .string(kind.rawValue), "answer": .string(button)])
        case .delivered(let event):
            return from(event, time: time, rule: rule, foreground: foreground)
        case .held(let event):
            return TraceRecord(
                time: time, kind: .log, rule: rule,
                fields: ["event": "held", "message": .string("until the app resumes: \(event)")])
        case .dropped(let event, let reason):
            return TraceRecord(
                time: time, kind: .log, rule: rule,
                fields: ["event": "dropped", "message": .string("\(event) (\(reason))")])
        case .log(let line):
            return TraceRecord(time: time, kind: .log, rule: rule, fields: ["message": .string(line)])
        case .crash(let signal, let namespace, let message):
            return TraceRecord(
                time: time, kind: .app, rule: rule,
                fields: [
                    "event": "crashed", "signal": .string(signal), "namespace": .string(namespace),
                    "message": .string(message),
                ])
        case .invalidCall(let call, let reason):
            var fields = callFields(call)
            fields["message"] = .string("invalid call \(call.api): \(reason)")
            fields.removeValue(forKey: "api")
            return TraceRecord(time: time, kind: .error, rule: rule, fields: fields)
        case .call(let call):
            return TraceRecord(time: time, kind: .call, rule: rule, fields: callFields(call))
        case .ignoredCall(let call, let reason):
            var fields = callFields(call)
            fields["ignored"] = .string(reason)
            return TraceRecord(time: time, kind: .call, rule: rule, fields: fields)
        case .authorizationChanged(let status, let fullAccuracy):
            return TraceRecord(
                time: time, kind: .system, rule: rule,
                fields: [
                    "event": "authorization", "status": .int(Int64(status.rawValue)),
                    "statusName": .string(status.name),
                    "fullAccuracy": .bool(fullAccuracy),
                ])
        case .motionChanged(let status):
            return TraceRecord(
                time: time, kind: .system, rule: rule,
                fields: ["event": "motion", "status": .string(status.description)])
        case .fault(let fault, let detail):
            return TraceRecord(
                time: time, kind: .log, rule: rule,
                fields: ["event": .string("fault \(fault.rawValue)"), "message": .string(detail)])
        }
    }

    /// The record of something delivered to the app: a lifecycle change (`app`) or a callback.
    static func from(_ event: AppEvent, time: SimInstant, rule: String?, foreground: Bool) -> TraceRecord {
        var fields: TraceFields = [:]
        switch event {
        case .launched(let count, let byLocationEvent):
            fields = ["event": "launched", "launchCount": .int(Int64(count))]
            if byLocationEvent { fields["reason"] = "location-event" }
            return TraceRecord(time: time, kind: .app, rule: rule, fields: fields)
        case .didEnterBackground, .willEnterForeground, .didBecomeActive, .suspended, .resumed, .terminated:
            return TraceRecord(time: time, kind: .app, rule: rule, fields: ["event": .string(event.kind)])
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
                return TraceRecord(
                    time: time, kind: .callback, rule: rule,
                    fields: TraceFields(sortedEntries: [
                        ("callback", "locations"), ("course", .decimal(fix.courseText)),
                        ("foreground", .bool(foreground)), ("horizontalAccuracy", .decimal(fix.horizontalAccuracyText)),
                        ("latitude", .decimal(fix.coordinate.latitudeText)),
                        ("longitude", .decimal(fix.coordinate.longitudeText)),
                        ("manager", .string(manager.description)), ("speed", .decimal(fix.speedText)),
                    ]))
            }
            fields = ["manager": .string(manager.description)]
            do {
                fields["fixes"] = .array(fixes.map { .object(fixFields($0)) })
            }
        case .liveUpdate(let id, let flags, let fix):
            fields = ["updates": .string(id.description)]
            fields.merge(flagFields(flags)) { $1 }
            if let fix {
                fields.merge(fixFields(fix)) { $1 }
            } else {
                fields["location"] = .null
            }
        case .diagnostic(let id, let flags):
            fields = ["session": .string(id.description)]
            fields.merge(flagFields(flags)) { $1 }
        case .fullAccuracyResult(let manager, let code):
            fields = ["manager": .string(manager.description), "code": code.map { .int(Int64($0)) } ?? .null]
        case .motionResult(let motionClass, let code):
            fields = ["class": .string(motionClass.rawValue), "code": code.map { .int(Int64($0)) } ?? .null]
        }
        fields["callback"] = .string(event.kind)
        fields["foreground"] = .bool(foreground)
        return TraceRecord(time: time, kind: .callback, rule: rule, fields: fields)
    }

    static func fixFields(_ fix: Fix) -> TraceFields {
        [
            "latitude": .decimal(fix.coordinate.latitudeText), "longitude": .decimal(fix.coordinate.longitudeText),
            "horizontalAccuracy": .decimal(fix.horizontalAccuracyText), "speed": .decimal(fix.speedText),
            "course": .decimal(fix.courseText),
        ]
    }

    static func flagFields(_ flags: DiagnosticFlags) -> TraceFields {
        var fields: TraceFields = [
            "authorizationRequestInProgress": .bool(flags.authorizationRequestInProgress),
            "authorizationDenied": .bool(flags.authorizationDenied),
        ]
        if flags.authorizationDeniedGlobally { fields["authorizationDeniedGlobally"] = true }
        if flags.authorizationRestricted { fields["authorizationRestricted"] = true }
        if flags.insufficientlyInUse { fields["insufficientlyInUse"] = true }
        if flags.accuracyLimited { fields["accuracyLimited"] = true }
        return fields
    }

    static func callFields(_ call: AppCall) -> TraceFields {
        var fields: TraceFields = ["api": .string(call.api)]
        if let manager = call.manager { fields["manager"] = .string(manager.description) }
        switch call {
        case .requestTemporaryFullAccuracyAuthorization(_, let key): fields["purposeKey"] = .string(key)
        case .setDesiredAccuracy(_, let accuracy): fields["value"] = .string(accuracy.rawValue)
        case .setAllowsBackgroundLocationUpdates(_, let allowed): fields["value"] = .bool(allowed)
        case .startBackgroundActivitySession(let id), .endBackgroundActivitySession(let id):
            fields["activity"] = .string(id.description)
        case .startServiceSession(let id, let requirement):
            fields["session"] = .string(id.description)
            fields["requirement"] = .string(requirement.rawValue)
        case .endServiceSession(let id): fields["session"] = .string(id.description)
        case .startLiveUpdates(let id), .stopLiveUpdates(let id): fields["updates"] = .string(id.description)
        case .queryMotion(let motionClass): fields["class"] = .string(motionClass.rawValue)
        case .writeStorage(let key, let value):
            fields["key"] = .string(key)
            fields["value"] = value.map { .string($0) } ?? .null
        default: break
        }
        return fields
    }
}
