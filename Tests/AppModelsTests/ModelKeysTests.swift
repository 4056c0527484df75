import AppModels
import LocationSystem
import Testing

@Suite("Model key declarations")
struct ModelKeysTests {
    @Test("a key allows its listed values and, when it has free ones, any value of their kind only")
    func allows() {
        let banner = StateKey("banner", texts: ["Paused."], orNone: true, free: .text("the plist's purpose string"))
        #expect(banner.allows(.none) && banner.allows(.text("Paused.")) && banner.allows(.text("Shows your runs.")))
        #expect(!banner.allows(.number(3)))
        let run = StateKey("run", texts: ["idle", "started"])
        #expect(run.allows(.text("idle")) && !run.allows(.text("paused")) && !run.allows(.none))
        let count = StateKey("callbacks", free: .count("callbacks heard"))
        #expect(count.allows(.number(0)) && !count.allows(.text("0")) && !count.allows(.none))
        #expect(StateKey.flag("askedForAlways").values == [.flag(false), .flag(true)])
    }

    @Test("a value listed twice is listed once, in first-seen order")
    func deduplicates() {
        #expect(
            StateKey("button", [.text("Open Settings"), .none, .text("Open Settings")]).values == [
                .text("Open Settings"), .none,
            ])
    }

    @Test("a variation's declaration adds values to its reference's key and leaves the others alone")
    func variationAddsValues() throws {
        let reference = try #require(BuiltinModels.authorization.keys)
        let variation = try #require(BuiltinModels.awaitsAlwaysAnswer.keys)
        #expect(variation.key("step", in: .ui)?.allows(.text("waitingForAnswer")) == true)
        #expect(reference.key("step", in: .ui)?.allows(.text("waitingForAnswer")) == false)
        #expect(variation.session == reference.session)
        #expect(BuiltinModels.cachedGrant.keys == reference)
    }

    @Test("a model that declares no keys has none in its descriptor")
    func undeclared() {
        struct Bare: AppModel {
            init(options: ModelOptions) throws(ModelOptionError) {}
            mutating func handle(_ event: AppEvent, system: inout AppSystem) {}
            var ui: [StateEntry] { [] }
        }
        #expect(ModelDescriptor(Bare.self, name: "bare", summary: "", source: "").keys == nil)
    }
}
