import AppModels
import LocationSystem

extension TracePayload {
    /// The record's named fields as the JSON Lines schema writes them (without the envelope's
    /// `time_us`, `kind` and `rule`), keys sorted: made only when a record is written out.
    public var fields: TraceFields {
        switch self {
        case .step(let text, let line):
            return TraceFields(sortedEntries: [("line", .int(Int64(line))), ("step", .string(text))])
        case .call(let call, let ignored):
            var fields = Self.callFields(call)
            if let ignored { fields["ignored"] = .string(ignored) }
            return fields
        case .alert(let alert): return alert.fields
        case .callback(let callback): return callback.fields
        case .state(let ui, let session):
            var entries: [(key: String, value: TraceValue)] = []
            if !session.isEmpty { entries.append(("session", StateEntry.object(session))) }
            if !ui.isEmpty { entries.append(("ui", StateEntry.object(ui))) }
            return TraceFields(sortedEntries: entries)
        case .expect(let verdict): return verdict.fields
        case .log(let log): return log.fields
        case .app(let change): return change.fields
        case .system(let change): return change.fields
        case .error(let error): return error.fields
        }
    }

    /// A call's fields: `api`, the manager it went to, and its arguments.
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
        case .requestCaptureAccess(let mediaType): fields["mediaType"] = .string(mediaType.rawValue)
        case .requestPhotoAuthorization(let level): fields["level"] = .string(level.name)
        case .requestNotificationAuthorization(let options): fields["options"] = .string(options.description)
        case .writeStorage(let key, let value):
            fields["key"] = .string(key)
            fields["value"] = value.map { .string($0) } ?? .null
        case .startMonitoringRegion(_, let region):
            fields["region"] = .string(region.identifier)
            fields["latitude"] = .decimal(region.center.latitudeText)
            fields["longitude"] = .decimal(region.center.longitudeText)
            fields["radius"] = .string(region.radius.description)
        case .stopMonitoringRegion(_, let identifier), .requestRegionState(_, let identifier):
            fields["region"] = .string(identifier)
        case .sleep(let token, let duration):
            fields["token"] = .int(Int64(token))
            fields["duration"] = .string(duration.description)
        default: break
        }
        return fields
    }
}
