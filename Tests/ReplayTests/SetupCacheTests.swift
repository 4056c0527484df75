import AppModels
import Foundation
import Replay
import ScenarioLanguage
import Testing

/// A scenario prepared through a ``SetupCache`` under a header prepared before must come out as
/// the scenario prepared on its own: the same configuration, model, trace header, notes and
/// warnings, its own timeline, and the same run.
@Suite("SetupCache: timelines under one header share its setup")
struct SetupCacheTests {
    static func scenario(_ text: String) throws -> Scenario {
        try ScenarioParser.parse(
            text, file: "cache.scenario", vocabulary: .system(models: BuiltinModels.registry)
        ).get()
    }

    static func text(background: String, expiry: String = "17s..18s") -> String {
        """
        scenario "One header, two timelines"
        model authorization
        plist NSLocationWhenInUseUsageDescription "Shows where you are."
        plist UnknownKeyForAWarning "x"
        set allowOnceExpiry \(expiry)
        always app != foreground or ui.button != none

        0s      launch
        1s      tap "Start run"
        2s      alert "Allow Once"
        \(background) background
        40s     expect status == notDetermined
        end 40s
        """
    }

    @Test("a second timeline under a prepared header gets the setup it would get alone, with its own scenario")
    func sameSetupOwnTimeline() throws {
        let registry = BuiltinModels.registry
        let cache = SetupCache()
        let first = try Self.scenario(Self.text(background: "3s"))
        let second = try Self.scenario(Self.text(background: "9s"))
        let texts = RunSetup.expectationTexts(of: first)
        _ = try RunSetup.prepare(
            first, source: Self.text(background: "3s"), registry: registry, expectationTexts: texts, cache: cache,
            headerKey: [0]
        ).get()
        let cached = try RunSetup.prepare(
            second, source: Self.text(background: "9s"), registry: registry, expectationTexts: texts, cache: cache,
            headerKey: [0]
        ).get()
        let alone = try RunSetup.prepare(second, source: Self.text(background: "9s"), registry: registry).get()
        #expect(cached.scenario == second)
        #expect(cached.configuration == alone.configuration)
        #expect(cached.header == alone.header)
        #expect(cached.choices == alone.choices && cached.warnings == alone.warnings && !alone.warnings.isEmpty)
        #expect(cached.model.name == alone.model.name && cached.modelOptions == alone.modelOptions)
        var cachedRun = ScenarioRun(cached)
        var aloneRun = ScenarioRun(alone)
        #expect(cachedRun.run { _ in } == aloneRun.run { _ in })
    }

    @Test("another header is set up on its own, and a refused one stays refused")
    func otherHeaders() throws {
        let registry = BuiltinModels.registry
        let cache = SetupCache()
        let short = try Self.scenario(Self.text(background: "3s", expiry: "17s"))
        let long = try Self.scenario(Self.text(background: "3s", expiry: "18s"))
        let texts = RunSetup.expectationTexts(of: short)
        let a = try RunSetup.prepare(
            short, source: "", registry: registry, expectationTexts: texts, cache: cache, headerKey: [17]
        ).get()
        let b = try RunSetup.prepare(
            long, source: "", registry: registry, expectationTexts: texts, cache: cache, headerKey: [18]
        ).get()
        #expect(a.configuration != b.configuration)
        let refusedText = Self.text(background: "3s").replacingOccurrences(
            of: "model authorization", with: "model authorization needsAlways=maybe")
        let refused = try Self.scenario(refusedText)
        for _ in 0..<2 {
            let result = RunSetup.prepare(
                refused, source: refusedText, registry: registry, expectationTexts: texts, cache: cache,
                headerKey: [99])
            #expect(throws: RunSetupErrors.self) { try result.get() }
        }
    }
}
