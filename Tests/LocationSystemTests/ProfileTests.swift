import LocationSystem
import SimulationKit
import Testing
import Vocabulary

@Suite("Profiles and the rule catalog")
struct ProfileTests {
    @Test("The simulator profile holds the measured figures")
    func simulatorFigures() throws {
        let profile = try Profile.named("ios27-simulator")
        let values = Dictionary(uniqueKeysWithValues: Profile.parameters.map { ($0.name, $0.value(in: profile)) })
        #expect(values["initialCallbackDelay"] == "2ms..9ms")
        #expect(values["allowOnceExpiry"] == "18s")
        #expect(values["fullAccuracyExpiry"] == "11.3s")
        #expect(values["preciseAccuracy"] == "5m")
        #expect(values["approximateAccuracy"] == "5411.8m")
        #expect(values["approximateOffset"] == "1.7km..2.1km")
        #expect(values["snappingCell"] == "5km")
        #expect(values["snappingRecompute"] == "15min")
        #expect(values["fixInterval"] == "1s")
        #expect(values["honoursDefaultAccuracyReduced"] == "false")
    }

    @Test("The device profile differs where documentation and simulator disagree (ACC-8, ACC-9)")
    func deviceDifferences() throws {
        let device = try Profile.named("device-documented")
        #expect(device.overrides.isEmpty)
        let differing = Profile.parameters.filter { $0.value(in: device) != $0.value(in: .ios27Simulator) }
        #expect(differing.map(\.name) == ["honoursDefaultAccuracyReduced", "backgroundRouteFreezes"])
    }

    @Test("set parses times, ranges, distances and booleans; errors carry the name, value and a suggestion")
    func setOverrides() throws {
        var profile = Profile.ios27Simulator
        try profile.set("allowOnceExpiry", to: "17s")
        try profile.set("initialCallbackDelay", to: "3ms..4ms")
        try profile.set("approximateAccuracy", to: "5.4km")
        try profile.set("backgroundRouteFreezes", to: "false")
        #expect(profile.allowOnceExpiry == .seconds(17))
        #expect(profile.initialCallbackDelay == DurationRange(.milliseconds(3), .milliseconds(4)))
        #expect(profile.approximateAccuracy == Distance(millimetres: 5_400_000))
        #expect(
            profile.overrides.map(\.name) == [
                "initialCallbackDelay", "allowOnceExpiry", "approximateAccuracy", "backgroundRouteFreezes",
            ])
        #expect(throws: ProfileError.unknownParameter("allowOnceExpirey", suggestion: "allowOnceExpiry")) {
            try profile.set("allowOnceExpirey", to: "1s")
        }
        #expect(throws: ProfileError.self) { try profile.set("allowOnceExpiry", to: "18sec") }
        do {
            try profile.set("initialCallbackDelay", to: "9ms..2ms")
            Issue.record("a reversed range was accepted")
        } catch {
            #expect(
                error.description
                    == "invalid value \"9ms..2ms\" for initialCallbackDelay: expected a range whose lower end comes first"
            )
        }
        #expect(throws: ProfileError.unknownProfile("ios27-simulater", suggestion: "ios27-simulator")) {
            try Profile.named("ios27-simulater")
        }
    }

    @Test("Every rule has catalog info whose parameters exist, and assumptions name a parameter or fault")
    func catalogIsComplete() {
        #expect(RuleID.catalog.map(\.id) == RuleID.allCases, "one catalog entry per rule, in order")
        for info in RuleID.catalog {
            #expect(!info.figure.isEmpty && !info.summary.isEmpty && !info.sourceFile.isEmpty)
            for name in info.parameters {
                #expect(Profile.parameterNames.contains(name), "\(info.id) names unknown parameter \(name)")
            }
        }
        for parameter in Profile.parameters {
            #expect(!parameter.rules.isEmpty)
        }
    }

    @Test("Exact printers: coordinates, distances, fixes")
    func printers() throws {
        #expect(Coordinate(parsing: "51.514684,-0.114204")?.description == "51.514684,-0.114204")
        #expect(Coordinate(parsing: "91,0") == nil)
        #expect(try Distance(parsing: "1715m").description == "1715m")
        #expect(try Distance(parsing: "2.1km").millimetres == 2_100_000)
        #expect(DecimalText.format(-100, scale: 2) == "-1")
    }

    @Test("a distance finer than a millimetre is refused for its precision, with the nearest one in its unit")
    func subMillimetreDistance() {
        func expected(_ text: String) -> String? {
            do {
                _ = try Distance(parsing: text)
                return nil
            } catch {
                guard case .invalidValue(_, _, let expected) = error else { return nil }
                return expected
            }
        }
        #expect(expected("1.23456m") == "whole millimetres (1.23456m is finer; the nearest is 1.235m)")
        #expect(expected("1.7004999km") == "whole millimetres (1.7004999km is finer; the nearest is 1.7005km)")
        #expect(expected("2.5mm") == "whole millimetres (2.5mm is finer; the nearest is 3mm)")
        #expect(expected("2.5x") == "a distance such as 5m, 5411.8m or 1.7km")
        #expect(expected("-1.23456m") == "a distance such as 5m, 5411.8m or 1.7km")
    }
}
