import LocationSystem
import Testing

@testable import AppModels

/// The authorization model tells a run whether an event changed it without copying itself to
/// compare (``AuthorizationModel/handleNotingChange(_:system:)``). Its answer must be exactly the
/// comparison's: a false "unchanged" would leave the run showing a stale UI, a needless "changed"
/// would read the UI again for nothing.
@Suite("AuthorizationModel: the change it reports is the change it made")
struct AuthorizationModelChangeTests {
    /// Models of every flaw, each in a few states (heard nothing; heard a denial; granted with
    /// reduced accuracy and services off; waiting for the Always answer with a cached grant).
    static func models() throws -> [AuthorizationModel] {
        let flawSets: [AuthorizationModel.Flaws] = [[], .initialCallbackIsAnswer, .awaitsAlwaysAnswer, .cachesGrant]
        var models: [AuthorizationModel] = []
        for flaws in flawSets {
            let fresh = try AuthorizationModel(options: ModelOptions(), flaws: flaws)
            var denied = fresh
            denied.status = .denied
            denied.callbacks = 2
            var reduced = fresh
            reduced.status = .authorizedWhenInUse
            reduced.fullAccuracy = false
            reduced.servicesEnabled = false
            var waiting = fresh
            waiting.status = .authorizedWhenInUse
            waiting.awaitingAlways = true
            waiting.cachedGrant = .authorizedWhenInUse
            models += [fresh, denied, reduced, waiting]
        }
        return models
    }

    /// Systems that read differently: undecided, denied, When In Use with reduced accuracy and
    /// Location Services off.
    static func systems() -> [AppSystem] {
        var off = DeviceState()
        off.locationServicesEnabled = false
        let configurations = [
            SimulationConfiguration(),
            SimulationConfiguration(start: StartingAuthorization(status: .denied)),
            SimulationConfiguration(
                device: off, start: StartingAuthorization(status: .authorizedWhenInUse, accuracy: .reduced)),
        ]
        return configurations.map { Simulation(configuration: $0).appSystem() }
    }

    /// Every kind of event the model meets in the authorization scenarios, and some it ignores.
    static let events: [AppEvent] = [
        .launched(launchCount: 1, byLocationEvent: false), .didBecomeActive, .willResignActive,
        .didEnterBackground, .willEnterForeground, .suspended, .resumed, .terminated,
        .authorization(ManagerID(1), status: .notDetermined, fullAccuracy: true),
        .authorization(ManagerID(1), status: .denied, fullAccuracy: true),
        .authorization(ManagerID(1), status: .authorizedWhenInUse, fullAccuracy: false),
        .failure(ManagerID(1), code: 1), .locations(ManagerID(1), []),
        .fullAccuracyResult(ManagerID(1), errorCode: nil),
    ]

    @Test("handleNotingChange says changed exactly when the model differs from before, and handles as handle does")
    func changeMatchesComparison() throws {
        var checked = 0
        var changed = 0
        for model in try Self.models() {
            for system in Self.systems() {
                for event in Self.events {
                    var noting = model
                    var notingSystem = system
                    let said = noting.handleNotingChange(event, system: &notingSystem)
                    var plain = model
                    var plainSystem = system
                    plain.handle(event, system: &plainSystem)
                    #expect(noting == plain, "\(event) is handled differently")
                    #expect(notingSystem.calls == plainSystem.calls, "\(event) makes other calls")
                    #expect(said == (plain != model), "\(event) on \(model) reports changed: \(said)")
                    checked += 1
                    if said { changed += 1 }
                }
            }
        }
        // Both answers occur: the comparison is not satisfied by one constant.
        #expect(changed > 0 && changed < checked)
    }

    @Test("an event the model ignores leaves every model unchanged and calls nothing, in every system")
    func ignoredEventsChangeNothing() throws {
        var ignored = 0
        var handed = 0
        for event in Self.events {
            let model = try AuthorizationModel(options: ModelOptions())
            guard model.ignores(event) else {
                handed += 1
                continue
            }
            ignored += 1
            for model in try Self.models() {
                for system in Self.systems() {
                    var handled = model
                    var handledSystem = system
                    handled.handle(event, system: &handledSystem)
                    #expect(handled == model, "\(event) is ignored but changes \(model)")
                    #expect(handledSystem.calls.isEmpty, "\(event) is ignored but calls \(handledSystem.calls)")
                }
            }
        }
        // Launches, becoming active and callbacks are handed over; the lifecycle's other events are not.
        #expect(ignored > 0 && handed > 0)
        #expect(!(try AuthorizationModel(options: ModelOptions())).ignores(.didBecomeActive))
    }
}
