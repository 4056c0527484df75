import LocationSystem
import Recordings
import SimulationKit
import Testing

@Suite("Calibrating a profile from recordings")
struct CalibrationTests {
    static func measured() throws -> [Recording] { try RecordingFixtures.measured.map(RecordingFixtures.load) }

    @Test("calibrating over the measured fixtures reproduces ios27-simulator's figures")
    func reproducesIOS27Simulator() throws {
        let calibrator = Calibrator(base: .ios27Simulator)
        var profile = calibrator.profile(from: calibrator.evidence(try Self.measured()), name: "calibrated")
        profile.name = Profile.ios27Simulator.name
        #expect(profile == .ios27Simulator)
    }

    @Test("each fitted figure carries its samples: 2–9 ms from two managers, 11.2–11.3 s from six runs, 18 s once")
    func evidenceHasRangesAndCounts() throws {
        let evidence = Calibrator(base: .ios27Simulator).evidence(try Self.measured())
        let byName = Dictionary(uniqueKeysWithValues: evidence.map { ($0.parameter, $0) })
        #expect(byName["initialCallbackDelay"]?.summary == "2 samples: 2ms..9ms from 1 recording")
        #expect(byName["fullAccuracyExpiry"]?.summary == "6 samples: 11.2s..11.3s from 6 recordings")
        #expect(byName["allowOnceExpiry"]?.summary == "1 sample: 18s from 1 recording")
    }

    @Test("times coarser than a figure are no evidence for it: replyDelay is not read from 0.1-s figures")
    func coarseTimesAreNoEvidence() throws {
        let evidence = Calibrator(base: .ios27Simulator).evidence(try Self.measured())
        let unfitted = evidence.filter { $0.range == nil }.map(\.parameter)
        #expect(unfitted == ["replyDelay", "failureToCallbackGap", "backgroundAccessLossDelay"])
        let times = Profile.parameters.filter { $0.kind == .duration }.map(\.name)
        #expect(Set(Calibrator.neverFitted + Calibrator.fitted) == Set(times))
        #expect(Calibrator.neverFitted.contains("fixInterval") && Calibrator.neverFitted.contains("faultCallbackDelay"))
    }

    @Test("an iOS-next recording with a 25 s expiry calibrates allowOnceExpiry to 25 s and keeps the rest")
    func iosNextExpiry() throws {
        let calibrator = Calibrator(base: .ios27Simulator)
        let recording = try RecordingFixtures.load("ios-next/allow-once-expiry-25s.jsonl")
        let profile = calibrator.profile(from: calibrator.evidence([recording]), name: "next")
        #expect(profile.allowOnceExpiry == .seconds(25))
        #expect(profile.fullAccuracyExpiry == Profile.ios27Simulator.fullAccuracyExpiry)
    }
}
