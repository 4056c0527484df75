import AppModels
import LocationSystem
import Replay
import ScenarioLanguage
import SimulationKit
import Vocabulary

/// What the simulator delivers when a recording's actions are replayed on it: the callbacks (with
/// the rule behind each), and the rules' acts (an alert shown or answered, a state change), so a
/// callback the simulator did not deliver can be laid at the door of the rule that last acted.
public struct SimulatedReplay: Sendable {
    /// A callback the simulator delivered.
    public struct Callback: Hashable, Sendable {
        /// When.
        public var time: SimDuration
        /// The rule that delivered it (`AUTH-3`).
        public var rule: String
        /// The callback, in the recording's terms.
        public var callback: ObservedCallback
    }

    /// The callbacks of the kinds a recording holds, in delivery order.
    public var callbacks: [Callback]
    /// The time and rule of every alert and system-state record, in order: the rules' acts.
    public var ruleMarks: [(time: SimDuration, rule: String)]
    /// Every change of the Motion & Fitness status, in order, with its rule (MOT-1, MOT-2, SET-…).
    public var motionChanges: [(time: SimDuration, status: MotionStatus, rule: String)] = []
    /// The run failed to replay a step (the device did something the simulator says cannot happen).
    public var failure: String?

    /// Replays the actions of `recording` with the `recorder` model and seed 0 on the profile
    /// `profileLine` names (the default when nil; a file relative to the working directory), whose
    /// value is `profile`; an action the scenario language refuses is a fault of the recording.
    public static func replay(
        _ recording: Recording, profile: Profile, profileLine: String?, models: ModelRegistry
    ) -> Result<SimulatedReplay, RecordingErrors> {
        let importer = ScenarioImporter(profile: profile, profileLine: profileLine, expectations: false)
        let imported = importer.scenario(from: recording)
        let file = "\(recording.name).scenario"
        let scenario: Scenario
        switch imported.parse(file: file, recording: recording, models: models) {
        case .success(let parsed): scenario = parsed
        case .failure(let errors): return .failure(errors)
        }
        guard case .success(let prepared) = RunSetup.prepare(scenario, source: imported.text, registry: models) else {
            return .failure(
                RecordingErrors([
                    RecordingError(
                        location: SourceLocation(file: recording.file, line: 1, column: 1), lineText: "",
                        message: "the replay of this recording cannot be set up")
                ]))
        }
        var replay = SimulatedReplay(callbacks: [], ruleMarks: [], failure: nil)
        var run = ScenarioRun(prepared)
        let outcome = run.run { record in replay.note(record) }
        replay.failure = outcome.failure?.description
        return .success(replay)
    }

    private mutating func note(_ record: TraceRecord) {
        let time = record.time.sinceStart
        guard let rule = record.rule else { return }
        switch record.payload {
        // What a rule did (an alert answered, a state changed) is where a missing reply belongs, not
        // what the app went through meanwhile (LIFE-4's resign and return around an alert).
        case .alert: ruleMarks.append((time, rule))
        case .system(let change):
            ruleMarks.append((time, rule))
            if case .motion(let status) = change { motionChanges.append((time, status, rule)) }
        default: break
        }
        guard case .callback(let callback) = record.payload, let observed = Self.observed(callback) else { return }
        callbacks.append(Callback(time: time, rule: rule, callback: observed))
    }

    /// The Motion & Fitness status the simulator had at `time` (the last change at or before it).
    public func motionStatus(at time: SimDuration) -> (status: MotionStatus, rule: String?) {
        guard let last = motionChanges.last(where: { $0.time <= time }) else { return (.notDetermined, nil) }
        return (last.status, last.rule)
    }

    /// A simulated callback in the recording's terms; nil for the kinds a recording does not hold.
    static func observed(_ callback: TraceCallback) -> ObservedCallback? {
        let foreground = callback.foreground
        switch callback.event {
        case .liveUpdate(let id, let flags, let fix):
            return ObservedCallback(
                kind: .liveUpdate, manager: id.description, foreground: foreground,
                fix: fix.map(Self.fields) ?? [:], flags: names(of: flags, kind: .liveUpdate))
        case .diagnostic(let id, let flags):
            return ObservedCallback(
                kind: .diagnostic, manager: id.description, foreground: foreground,
                flags: names(of: flags, kind: .diagnostic))
        case .motionResult(let motionClass, let code):
            return ObservedCallback(
                kind: .motionResult, manager: motionClass.rawValue, foreground: foreground, code: code)
        case .authorization(let manager, let status, let fullAccuracy):
            return ObservedCallback(
                kind: .authorization, manager: manager.description, foreground: foreground, status: status.rawValue,
                fullAccuracy: fullAccuracy)
        case .failure(let manager, let code):
            return ObservedCallback(kind: .failure, manager: manager.description, foreground: foreground, code: code)
        case .fullAccuracyResult(let manager, let code):
            return ObservedCallback(
                kind: .fullAccuracyResult, manager: manager.description, foreground: foreground, code: code)
        case .locations(let manager, let fixes):
            return ObservedCallback(
                kind: .locations, manager: manager.description, foreground: foreground,
                fix: fixes.last.map(Self.fields) ?? [:])
        default:
            return nil
        }
    }

    /// The set flags by their Core Location names, as a callback of `kind` carries them (a
    /// diagnostic has no `accuracyLimited`).
    static func names(of flags: DiagnosticFlags, kind: ObservedCallback.Kind) -> [String] {
        flags.set.map(\.rawValue).filter(kind.flagNames.contains)
    }

    /// A fix's fields as a recording writes them.
    static func fields(_ fix: Fix) -> [String: String] {
        [
            "latitude": fix.coordinate.latitude.description, "longitude": fix.coordinate.longitude.description,
            "horizontalAccuracy": ExactDecimal(significand: fix.horizontalAccuracy_dm, fractionDigits: 1).description,
        ]
    }
}
