import AppModels
import Foundation
import LocationSystem
import Replay
import ScenarioLanguage
import Testing

@Suite("Profile files")
struct ProfileFileTests {
    @Test("a profile file starts from its base and sets each named figure")
    func parsesBaseAndFigures() throws {
        let text = "# mine\nbase device-documented\nallowOnceExpiry 25s   # fitted\ninitialCallbackDelay 3ms..8ms\n"
        let profile = try ProfileFile.parse(text, file: "p.profile", name: "./p.profile").get()
        #expect(profile.name == "./p.profile")
        #expect(profile.allowOnceExpiry == .seconds(25))
        #expect(profile.initialCallbackDelay == DurationRange(.milliseconds(3), .milliseconds(8)))
        #expect(profile.honoursDefaultAccuracyReduced, "kept from the base, device-documented")
    }

    @Test("a profile file saved with CRLF line ends and a byte order mark reads as with LF")
    func crlfProfileFile() throws {
        let text = "\u{FEFF}# mine\r\nbase device-documented\r\nallowOnceExpiry 25s   # fitted\r\n"
        let profile = try ProfileFile.parse(text, file: "p.profile", name: "p").get()
        #expect(profile.allowOnceExpiry == .seconds(25))
        #expect(profile.honoursDefaultAccuracyReduced)
        guard case .failure(let errors) = ProfileFile.parse("base ios27-simulator\r\nnope 1s\r\n", file: "p", name: "p")
        else {
            Issue.record("an unknown name is refused")
            return
        }
        #expect(errors.errors.map(\.location?.line) == [2])
        #expect(errors.errors.map(\.lineText) == ["nope 1s"], "the excerpt has no carriage return")
    }

    @Test("a fault in a profile file is at its line and column with the nearest name")
    func faultsAtLineAndColumn() {
        let result = ProfileFile.parse("base ios27-simulator\n  allowOnceExpiri 25s\n", file: "p.profile", name: "p")
        guard case .failure(let errors) = result else {
            Issue.record("the misspelt parameter was accepted")
            return
        }
        #expect(
            errors.description.hasPrefix(
                "p.profile:2:3: error: unknown profile parameter \"allowOnceExpiri\"; did you mean \"allowOnceExpiry\"?"
            ))
    }

    @Test("a refused value and a word too many are pointed at in their own column")
    func faultsPointAtTheirWord() {
        let text = "base ios27-simulator\n  allowOnceExpiry\t18x\nfixInterval 1s 2s\nbase\n"
        guard case .failure(let errors) = ProfileFile.parse(text, file: "p.profile", name: "p") else {
            Issue.record("the faults were accepted")
            return
        }
        #expect(errors.errors.map { $0.location?.column } == [19, 16, 1])
        #expect(
            errors.description.contains(
                "    2 |   allowOnceExpiry\t18x\n      |   \(String(repeating: " ", count: 15))\t^\n"))
        #expect(
            errors.description.contains(
                "p.profile:4:1: error: expected `NAME VALUE` (such as `allowOnceExpiry 18s`) or `base PROFILE`, found 1 word\n"
            ))
    }

    @Test("a parameter or base given twice is an error at the second, naming the first's line")
    func repeatedNamesAreErrors() {
        let text = "base ios27-simulator\nallowOnceExpiry 18s\n\nallowOnceExpiry 20s\nbase device-documented\n"
        guard case .failure(let errors) = ProfileFile.parse(text, file: "p.profile", name: "p") else {
            Issue.record("the repeated names were accepted")
            return
        }
        #expect(
            errors.errors.map(\.description) == [
                "p.profile:4:1: error: duplicate \"allowOnceExpiry\"; already given on line 2\n    4 | allowOnceExpiry 20s\n      | ^\n",
                "p.profile:5:1: error: duplicate \"base\"; already given on line 1\n    5 | base device-documented\n      | ^\n",
            ])
    }

    @Test("printing a profile and parsing it back gives the same figures")
    func roundTrips() throws {
        var profile = Profile.ios27Simulator
        try profile.set("fullAccuracyExpiry", to: "11.25s")
        try profile.set("approximateAccuracy", to: "5411.8m")
        let text = ProfileFile.text(
            of: profile, base: .ios27Simulator, comments: ["a test"], notes: ["replyDelay": "kept"])
        var back = try ProfileFile.parse(text, file: "p.profile", name: profile.name).get()
        back.name = profile.name
        #expect(back == profile)
        #expect(text.contains("fullAccuracyExpiry 11.25s"))
        #expect(text.contains("replyDelay         2ms..9ms  # kept") || text.contains("replyDelay 2ms..9ms"))
    }

    @Test("`profile ./NAME.profile` in a scenario loads the file beside the scenario")
    func scenarioLoadsAProfileFile() throws {
        let folder = NSTemporaryDirectory() + "locsim-profile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "base ios27-simulator\nallowOnceExpiry 25s\n".write(
            toFile: folder + "/next.profile", atomically: true, encoding: .utf8)
        let text = """
            model recorder
            profile ./next.profile

            0s      launch
                    call createManager
            1s      call requestWhenInUseAuthorization
            2s      alert "Allow Once"
            3s      background
            27.9s   expect status == authorizedWhenInUse
            28.1s   expect status == notDetermined
            """
        let file = folder + "/a.scenario"
        let scenario = try ScenarioParser.parse(text, file: file, vocabulary: .system(models: BuiltinModels.registry))
            .get()
        let prepared = try RunSetup.prepare(scenario, source: text, registry: BuiltinModels.registry).get()
        #expect(prepared.configuration.profile.allowOnceExpiry == .seconds(25))
        #expect(prepared.header.profile == "./next.profile")
    }

    @Test("a profile file that does not exist is an error at the scenario's profile line")
    func missingProfileFile() throws {
        let text = "model recorder\nprofile ./none.profile\n\n0s launch\n"
        let scenario = try ScenarioParser.parse(
            text, file: "/nowhere/a.scenario", vocabulary: .system(models: BuiltinModels.registry)
        ).get()
        let result = RunSetup.prepare(scenario, source: text, registry: BuiltinModels.registry)
        guard case .failure(let errors) = result else {
            Issue.record("a missing profile file was accepted")
            return
        }
        #expect(
            errors.description.hasPrefix(
                "/nowhere/a.scenario:2:1: error: the profile file '/nowhere/./none.profile' does not exist"))
    }
}
