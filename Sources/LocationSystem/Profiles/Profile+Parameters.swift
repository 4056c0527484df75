import SimulationKit

/// The table of named parameters: the single list behind `set NAME VALUE`, "did you mean",
/// `locsim rules` and docs/behaviors.md.
extension Profile {
    /// Every parameter, in the order `locsim rules` lists them; built once, since every `set` line
    /// looks its parameter up here (exploration prepares a run per combination of values).
    public static let parameters: [ProfileParameter] = {
        [
            range(
                "initialCallbackDelay", \.initialCallbackDelay, [.measured], [.auth1],
                "delay from assigning a delegate to its first authorization callback"),
            range(
                "replyDelay", \.replyDelay, [.assumed],
                [.auth2, .auth4, .auth5, .auth7, .acc4, .set1, .ses1, .mot1],
                "delay of every other callback, handler and diagnostic"),
            duration(
                "allowOnceExpiry", \.allowOnceExpiry, [.measured], [.auth3],
                "Allow Once reverts to 0 this long after the app leaves the foreground"),
            flag(
                "foregroundKeepsAllowOnce", \.foregroundKeepsAllowOnce, [.assumed], [.auth3],
                "a return to the foreground before the expiry keeps the Allow Once grant"),
            flag(
                "alwaysAlertAllowOnceIsTemporary", \.alwaysAlertAllowOnceIsTemporary, [.assumed], [.auth5],
                "Allow Once on the requestAlways alert is AUTH-3's temporary grant"),
            duration(
                "fullAccuracyExpiry", \.fullAccuracyExpiry, [.measured], [.acc6],
                "temporary full accuracy ends this long after the app leaves the foreground"),
            distance(
                "preciseAccuracy", \.preciseAccuracy, [.measured], [.acc1],
                "horizontal accuracy of a precise fix"),
            distance(
                "approximateAccuracy", \.approximateAccuracy, [.measured], [.acc2],
                "horizontal accuracy of an approximate fix"),
            distanceRange(
                "approximateOffset", \.approximateOffset, [.measured], [.acc2],
                "distance from the true position to the snapped centre"),
            distance("snappingCell", \.snappingCell, [.documented], [.acc3], "side of a snapping region"),
            duration(
                "snappingRecompute", \.snappingRecompute, [.documented], [.acc3],
                "how often the approximate location is recomputed"),
            duration(
                "fixInterval", \.fixInterval, [.assumed], [.acc1, .acc2, .auth11],
                "interval between fixes while updating and authorized"),
            duration(
                "failureToCallbackGap", \.failureToCallbackGap, [.assumed], [.auth11, .setNever],
                "gap between a revoke's code-1 failure and its status callback"),
            range(
                "backgroundAccessLossDelay", \.backgroundAccessLossDelay, [.assumed], [.auth12],
                "delay from leaving the foreground to AUTH-12's code-1 failure"),
            flag(
                "servicesOffFailsUpdates", \.servicesOffFailsUpdates, [.assumed], [.setServicesOff],
                "Location Services off also fails running updates with code 1"),
            flag(
                "restrictionSendsCallback", \.restrictionSendsCallback, [.assumed], [.auth10],
                "a restriction switched while the app runs sends an authorization callback"),
            flag(
                "honoursDefaultAccuracyReduced", \.honoursDefaultAccuracyReduced,
                [.measured, .documented], [.acc8],
                "NSLocationDefaultAccuracyReduced starts a grant with Precise off (device yes, simulator no)"),
            flag(
                "backgroundRouteFreezes", \.backgroundRouteFreezes, [.measured], [.acc9],
                "a moving route stops advancing while the app is in the background (simulator quirk)"),
            duration(
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

    /// Overrides one parameter from its text (`set allowOnceExpiry 17s`, `set initialCallbackDelay
    /// 2ms..9ms`, `set backgroundRouteFreezes false`), parsing times through `SimDuration(parsing:)`.
    public mutating func set(_ name: String, to text: String) throws(ProfileError) {
        guard let parameter = Self.parameter(named: name) else {
            throw .unknownParameter(name, suggestion: EditDistance.nearest(to: name, among: Self.parameterNames))
        }
        do {
            try parameter.write(&self, text)
        } catch {
            throw error.named(name)
        }
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

    /// The figures that repeat (a rhythm, a recompute interval): zero would loop at one instant.
    static let positiveDurations: Set<String> = ["fixInterval", "snappingRecompute"]

    private static func duration(
        _ name: String, _ path: WritableKeyPath<Profile, SimDuration> & Sendable, _ provenance: [Provenance],
        _ rules: [RuleID], _ summary: String
    ) -> ProfileParameter {
        ProfileParameter(
            name: name, provenance: provenance, rules: rules, summary: summary,
            expected: "a time such as 18s or 11.3s", read: { $0[keyPath: path].scenarioText },
            write: { (profile: inout Profile, text: String) throws(ProfileError) in
                let value: SimDuration
                do {
                    value = try SimDuration(parsing: text)
                } catch {
                    throw .invalidValue(name: name, value: text, expected: "a time such as 18s or 11.3s (\(error))")
                }
                // A rhythm or an interval of zero would make a run repeat one instant forever.
                if Self.positiveDurations.contains(name), value.microseconds <= 0 {
                    throw .invalidValue(name: name, value: text, expected: "a time greater than zero, such as 1s")
                }
                profile[keyPath: path] = value
            })
    }

    private static func range(
        _ name: String, _ path: WritableKeyPath<Profile, DurationRange> & Sendable, _ provenance: [Provenance],
        _ rules: [RuleID], _ summary: String
    ) -> ProfileParameter {
        ProfileParameter(
            name: name, provenance: provenance, rules: rules, summary: summary,
            expected: "a time or a range such as 2ms..9ms", read: { $0[keyPath: path].description },
            write: { (profile: inout Profile, text: String) throws(ProfileError) in
                profile[keyPath: path] = try DurationRange(parsing: text)
            })
    }

    private static func distance(
        _ name: String, _ path: WritableKeyPath<Profile, Distance> & Sendable, _ provenance: [Provenance],
        _ rules: [RuleID], _ summary: String
    ) -> ProfileParameter {
        ProfileParameter(
            name: name, provenance: provenance, rules: rules, summary: summary,
            expected: "a distance such as 5m, 5411.8m or 1.7km", read: { $0[keyPath: path].description },
            write: { (profile: inout Profile, text: String) throws(ProfileError) in
                profile[keyPath: path] = try Distance(parsing: text)
            })
    }

    private static func distanceRange(
        _ name: String, _ path: WritableKeyPath<Profile, DistanceRange> & Sendable, _ provenance: [Provenance],
        _ rules: [RuleID], _ summary: String
    ) -> ProfileParameter {
        ProfileParameter(
            name: name, provenance: provenance, rules: rules, summary: summary,
            expected: "a distance or a range such as 1.7km..2.1km", read: { $0[keyPath: path].description },
            write: { (profile: inout Profile, text: String) throws(ProfileError) in
                profile[keyPath: path] = try DistanceRange(parsing: text)
            })
    }

    private static func flag(
        _ name: String, _ path: WritableKeyPath<Profile, Bool> & Sendable, _ provenance: [Provenance],
        _ rules: [RuleID], _ summary: String
    ) -> ProfileParameter {
        ProfileParameter(
            name: name, provenance: provenance, rules: rules, summary: summary,
            expected: "true or false", read: { $0[keyPath: path] ? "true" : "false" },
            write: { (profile: inout Profile, text: String) throws(ProfileError) in
                switch text.lowercased() {
                case "true", "yes", "on": profile[keyPath: path] = true
                case "false", "no", "off": profile[keyPath: path] = false
                default: throw .invalidValue(name: name, value: text, expected: "true or false")
                }
            })
    }
}
