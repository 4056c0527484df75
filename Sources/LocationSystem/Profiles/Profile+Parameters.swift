import SimulationKit

/// The table of named parameters: the single list behind `set NAME VALUE`, "did you mean",
/// `locsim rules` and docs/behaviors.md.
extension Profile {
    /// Every parameter, in the order `locsim rules` lists them; built once, since every `set` line
    /// looks its parameter up here (exploration prepares a run per combination of values).
    public static let parameters: [ProfileParameter] = {
        [
            parameter(
                "initialCallbackDelay", \.initialCallbackDelay, [.measured], [.auth1],
                "delay from assigning a delegate to its first authorization callback"),
            parameter(
                "replyDelay", \.replyDelay, [.assumed],
                [
                    .auth2, .auth4, .auth5, .auth7, .acc4, .set1, .ses1, .mot1, .cam1, .mic1, .pho1, .notif1, .notif2,
                    .notif3, .notif5, .notif7,
                ],
                "delay of every other callback, handler and diagnostic"),
            parameter(
                "allowOnceExpiry", \.allowOnceExpiry, [.measured], [.auth3],
                "Allow Once reverts to 0 this long after the app leaves the foreground"),
            parameter(
                "foregroundKeepsAllowOnce", \.foregroundKeepsAllowOnce, [.assumed], [.auth3],
                "a return to the foreground before the expiry keeps the Allow Once grant"),
            parameter(
                "alwaysAlertAllowOnceIsTemporary", \.alwaysAlertAllowOnceIsTemporary, [.assumed], [.auth5],
                "Allow Once on the requestAlways alert is AUTH-3's temporary grant"),
            parameter(
                "fullAccuracyExpiry", \.fullAccuracyExpiry, [.measured], [.acc6],
                "temporary full accuracy ends this long after the app leaves the foreground"),
            parameter(
                "preciseAccuracy", \.preciseAccuracy, [.measured], [.acc1],
                "horizontal accuracy of a precise fix"),
            parameter(
                "approximateAccuracy", \.approximateAccuracy, [.measured], [.acc2],
                "horizontal accuracy of an approximate fix"),
            parameter(
                "approximateOffset", \.approximateOffset, [.measured], [.acc2],
                "distance from the true position to the snapped centre"),
            parameter("snappingCell", \.snappingCell, [.documented], [.acc3], "side of a snapping region"),
            parameter(
                "snappingRecompute", \.snappingRecompute, [.documented], [.acc3],
                "how often the approximate location is recomputed", refusing: positive),
            parameter(
                "fixInterval", \.fixInterval, [.assumed], [.acc1, .acc2, .auth11],
                "interval between fixes while updating and authorized", refusing: positive),
            parameter(
                "failureToCallbackGap", \.failureToCallbackGap, [.assumed], [.auth11, .setNever],
                "gap between a revoke's code-1 failure and its status callback"),
            parameter(
                "backgroundAccessLossDelay", \.backgroundAccessLossDelay, [.assumed], [.auth12],
                "delay from leaving the foreground to AUTH-12's code-1 failure"),
            parameter(
                "servicesOffFailsUpdates", \.servicesOffFailsUpdates, [.assumed], [.setServicesOff],
                "Location Services off also fails running updates with code 1"),
            parameter(
                "restrictionSendsCallback", \.restrictionSendsCallback, [.assumed], [.auth10],
                "a restriction switched while the app runs sends an authorization callback"),
            parameter(
                "privacyRevokeTerminates", \.privacyRevokeTerminates, [.assumed], [.cam4, .mic3, .pho5],
                "taking camera, microphone or Photos access away in Settings ends the app"),
            parameter(
                "honoursDefaultAccuracyReduced", \.honoursDefaultAccuracyReduced,
                [.measured, .documented], [.acc8],
                "NSLocationDefaultAccuracyReduced starts a grant with Precise off (device yes, simulator no)"),
            parameter(
                "backgroundRouteFreezes", \.backgroundRouteFreezes, [.measured], [.acc9],
                "a moving route stops advancing while the app is in the background (simulator quirk)"),
            parameter(
                "significantChangeDistance", \.significantChangeDistance, [.documented], [.mon2],
                "distance moved before the next significant-change location"),
            parameter(
                "significantChangeInterval", \.significantChangeInterval, [.documented, .assumed], [.mon2],
                "least time between two significant-change locations"),
            parameter(
                "faultCallbackDelay", \.faultCallbackDelay, [.assumed], [.set4],
                "extra delay of a callback under the delayCallback fault"),
        ]
    }()

    /// Every parameter name, for "did you mean" and `--set`.
    public static var parameterNames: [String] { parameters.map(\.name) }

    /// The parameter with this name, if any.
    public static func parameter(named name: String) -> ProfileParameter? {
        parameters.first { $0.name == name }
    }

    /// Overrides one parameter from its text (`--set allowOnceExpiry=17s`, `--set
    /// initialCallbackDelay=2ms..9ms`, `--set backgroundRouteFreezes=false`), parsing times through
    /// `SimDuration(parsing:)`.
    public mutating func set(_ name: String, to text: String) throws(ProfileError) {
        let parameter = try Self.settable(name)
        do {
            try parameter.write(&self, text)
        } catch {
            throw error.named(name)
        }
    }

    /// Overrides one parameter with a scenario's typed value (`set allowOnceExpiry 17s`), taken as it
    /// is: a time stays a time, never text to parse again.
    public mutating func set(_ name: String, to setting: ParameterSetting) throws(ProfileError) {
        let parameter = try Self.settable(name)
        do {
            try parameter.assign(&self, setting)
        } catch {
            throw error.named(name)
        }
    }

    /// The parameter `set` names, or the error that suggests the nearest name.
    private static func settable(_ name: String) throws(ProfileError) -> ProfileParameter {
        guard let parameter = parameter(named: name) else {
            throw .unknownParameter(name, suggestion: EditDistance.nearest(to: name, among: parameterNames))
        }
        return parameter
    }

    /// The parameters whose value differs from the default profile, as `name value` pairs in table
    /// order: what a report's first line prints so any output can be reproduced.
    public var overrides: [(name: String, value: String)] {
        let base = (try? Profile.named(name)) ?? .ios27Simulator
        return Self.parameters.compactMap { parameter in
            let value = parameter.value(in: self)
            return value == parameter.value(in: base) ? nil : (parameter.name, value)
        }
    }

    /// Refuses a time of zero or less for the figures that repeat (a rhythm, a recompute interval):
    /// zero would make a run repeat one instant forever.
    @Sendable private static func positive(_ value: SimDuration) -> String? {
        value.microseconds > 0 ? nil : "a time greater than zero, such as 1s"
    }

    /// The one parameter factory: a parameter writing the field at `path`, its kind, text and typed
    /// forms those of the field's type; `refusing` names what a value it refuses should have been.
    private static func parameter<Value: ProfileParameterValue>(
        _ name: String, _ path: WritableKeyPath<Profile, Value> & Sendable, _ provenance: [Provenance],
        _ rules: [RuleID], _ summary: String, refusing refusal: (@Sendable (Value) -> String?)? = nil
    ) -> ProfileParameter {
        ProfileParameter(
            name: name, provenance: provenance, rules: rules, summary: summary, kind: Value.kind,
            takesRange: Value.takesRange, expected: Value.expected, read: { $0[keyPath: path].parameterText },
            write: { (profile: inout Profile, text: String) throws(ProfileError) in
                let value = try Value(parameterText: text)
                if let expected = refusal?(value) { throw .invalidValue(name: name, value: text, expected: expected) }
                profile[keyPath: path] = value
            },
            assign: { (profile: inout Profile, setting: ParameterSetting) throws(ProfileError) in
                let value = try Value(parameterSetting: setting)
                if let expected = refusal?(value) {
                    throw .invalidValue(name: name, value: setting.scenarioText, expected: expected)
                }
                profile[keyPath: path] = value
            },
            typed: { (text: String) throws(ProfileError) in try Value(parameterText: text).parameterSetting })
    }
}
