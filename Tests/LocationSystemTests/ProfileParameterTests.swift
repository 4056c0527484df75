import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("Profile parameters: declared kinds, text and typed values")
struct ProfileParameterTests {
    @Test("every parameter's printed default sets back to the same value, in every profile")
    func defaultsRoundTrip() throws {
        for name in Profile.names {
            let profile = try Profile.named(name)
            for parameter in Profile.parameters {
                var copy = profile
                try copy.set(parameter.name, to: parameter.value(in: profile))
                #expect(copy == profile, "\(name) \(parameter.name)=\(parameter.value(in: profile))")
            }
        }
    }

    @Test("every parameter's default, written as a typed scenario value, applies back to the same value")
    func defaultsRoundTripTyped() throws {
        for name in Profile.names {
            let profile = try Profile.named(name)
            for parameter in Profile.parameters {
                let setting = try #require(try parameter.setting(parsing: parameter.value(in: profile)))
                var copy = Profile.ios27Simulator
                try copy.set(parameter.name, to: setting)
                #expect(parameter.value(in: copy) == parameter.value(in: profile), "\(name) \(parameter.name)")
            }
        }
    }

    @Test("each parameter declares its kind with it: times, spans, distances and switches")
    func kindsDeclared() throws {
        func kind(_ name: String) throws -> (ParameterKind, Bool) {
            let parameter = try #require(Profile.parameter(named: name))
            return (parameter.kind, parameter.takesRange)
        }
        #expect(try kind("allowOnceExpiry") == (.duration, false))
        #expect(try kind("initialCallbackDelay") == (.duration, true))
        #expect(try kind("preciseAccuracy") == (.distance, false))
        #expect(try kind("approximateOffset") == (.distance, true))
        #expect(try kind("backgroundRouteFreezes") == (.flag, false))
    }

    @Test("a typed set applies the value as it is, without text")
    func typedSetApplies() throws {
        var profile = Profile.ios27Simulator
        try profile.set("allowOnceExpiry", to: .single(.duration(.seconds(17))))
        try profile.set(
            "initialCallbackDelay", to: .range(low: .duration(.milliseconds(2)), high: .duration(.milliseconds(9))))
        try profile.set(
            "approximateAccuracy", to: .single(.distance(meters: try #require(ExactDecimal(parsing: "5411.8")))))
        try profile.set(
            "approximateOffset",
            to: .range(low: .distance(meters: ExactDecimal(1700)), high: .distance(meters: ExactDecimal(2100))))
        try profile.set("backgroundRouteFreezes", to: .single(.flag(false)))
        #expect(profile.allowOnceExpiry == .seconds(17))
        #expect(profile.initialCallbackDelay == DurationRange(.milliseconds(2), .milliseconds(9)))
        #expect(profile.approximateAccuracy == Distance(millimetres: 5_411_800))
        #expect(profile.approximateOffset == DistanceRange(.metres(1_700), .metres(2_100)))
        #expect(profile.backgroundRouteFreezes == false)
    }

    @Test("a typed value the profile refuses gets the message its text would get")
    func typedRefusalsMatchText() throws {
        let cases: [(String, ParameterSetting, String)] = [
            ("fixInterval", .single(.duration(.zero)), "0s"),
            (
                "approximateAccuracy", .single(.distance(meters: try #require(ExactDecimal(parsing: "0.0001")))),
                "0.0001m"
            ),
            ("preciseAccuracy", .single(.distance(meters: ExactDecimal(-5))), "-5m"),
            (
                "initialCallbackDelay", .range(low: .duration(.milliseconds(9)), high: .duration(.milliseconds(2))),
                "9ms..2ms"
            ),
        ]
        for (name, setting, text) in cases {
            var typed = Profile.ios27Simulator
            var parsed = Profile.ios27Simulator
            let typedError = #expect(throws: ProfileError.self) { try typed.set(name, to: setting) }
            let textError = #expect(throws: ProfileError.self) { try parsed.set(name, to: text) }
            #expect(typedError == textError, "\(name) \(text)")
            #expect(typedError?.description.hasPrefix("invalid value \"\(text)\" for \(name): expected ") == true)
        }
    }
}
