import AppModels
import Exploration
import Foundation
import LocationSystem
import Replay
import ScenarioLanguage
import Testing

/// A test double of an app that is a reference type, as a team's own `CLLocationManagerDelegate`
/// class is: a class around a model. Copying a run would share it between timelines, so it says it
/// must be re-run (``AppBranching/replay``), and its state is never compared (only its identity).
///
/// Unchecked Sendable: one run owns each instance, and a run is on one thread at a time.
final class ReferenceApp: AppDriver, @unchecked Sendable {
    private var model: AnyAppModel
    /// Shared by every app one launcher makes, to count the launches.
    private let launches: LaunchCount

    init(_ model: AnyAppModel, launches: LaunchCount) {
        self.model = model
        self.launches = launches
        launches.add()
    }

    static var branching: AppBranching { .replay }

    func handle(_ event: AppEvent, system: inout AppSystem) { model.handle(event, system: &system) }
    func tap(_ label: String, system: inout AppSystem) -> Bool { model.tap(label, system: &system) }
    var ui: [StateEntry] { model.ui }
    var session: [StateEntry] { model.session }
    func invariantViolations(system: AppSystem) -> [String] { model.invariantViolations(system: system) }
    func hashState(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    func isSameState(as other: any AppDriver) -> Bool { (other as? ReferenceApp) === self }

    /// A launcher of reference apps around the scenario's model.
    static func launcher(_ launches: LaunchCount) -> AppLauncher {
        AppLauncher { descriptor, options in
            (try? descriptor.instantiate(options)).flatMap(AnyAppModel.init).map {
                ReferenceApp($0, launches: launches)
            }
        }
    }
}

/// How many apps a launcher made, across the threads of an exploration.
final class LaunchCount: @unchecked Sendable {
    private let lock = NSLock()
    private var launches = 0

    func add() { lock.withLock { launches += 1 } }
    var count: Int { lock.withLock { launches } }
}

@Suite("An app that is a reference type is explored by re-running each timeline from time zero")
struct ReferenceAppExplorationTests {
    /// A small scenario whose timelines all end in states of their own (so a merging search and one
    /// that cannot merge count the same states): an answer, an optional background, an optional
    /// move, and a check the refusal breaks.
    static let scenario = """
        model authorization
        position 51.5007,-0.1246
        0s      launch
        1s      tap "Start run"
        2s      alert any
        4s      maybe background
        6s      maybe move 51.6,-0.2
        10s     expect status != denied
        end 12s
        """

    @Test("the report is the same as the value model's, with 1 and 2 workers", arguments: [1, 2])
    func sameReportAsTheValueModel(_ jobs: Int) throws {
        let value = try Explorer.explore(input(Self.scenario), options: options(jobs: jobs))
        var reference = try input(Self.scenario)
        let launches = LaunchCount()
        reference.app = ReferenceApp.launcher(launches)
        let replayed = try Explorer.explore(reference, options: options(jobs: jobs))
        #expect(value.merged == 0, "a scenario without merges, so both count the same states")
        #expect(value.timelines == 12)
        #expect(value.failingTimelines == 4)
        #expect(replayed == value)
        // Every timeline ran with apps of its own: at least one launch per timeline.
        #expect(launches.count >= value.timelines)
    }

    @Test("exploration asks the run how to branch: a model forks by copy, the reference app replays")
    func branchingComesFromTheDriver() throws {
        let statics = try input(Self.scenario)
        var reference = statics
        reference.app = ReferenceApp.launcher(LaunchCount())
        #expect(statics.app.branching == nil, "the registered model decides")
        #expect(statics.branching == .fork)
        #expect(reference.app.branching == .replay)
        #expect(reference.branching == .replay)
    }

    @Test("a run of the reference app is the same as the model's run, record for record")
    func plainRunIsTheSame() throws {
        let text = Self.scenario
        let registry = BuiltinModels.registry
        let scenario = try ScenarioParser.parse(text, file: "t.scenario", vocabulary: .system(models: registry)).get()
        var prepared = try RunSetup.prepare(scenario, source: text, registry: registry).get()
        var modelRun = ScenarioRun(prepared)
        var modelRecords: [TraceRecord] = []
        let modelOutcome = modelRun.run { modelRecords.append($0) }
        prepared.app = ReferenceApp.launcher(LaunchCount())
        var referenceRun = ScenarioRun(prepared)
        var referenceRecords: [TraceRecord] = []
        let referenceOutcome = referenceRun.run { referenceRecords.append($0) }
        #expect(referenceRecords == modelRecords)
        #expect(referenceOutcome == modelOutcome)
    }
}
