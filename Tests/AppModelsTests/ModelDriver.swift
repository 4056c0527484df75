import AppModels
import LocationSystem
import SimulationKit
import Testing

/// A small test-only runner: drives a real ``Simulation`` with a registered model the way the replay
/// runner does — a fresh instance at every launch, deliveries handed to the model, its calls applied
/// after it returns, its invariants checked after every event — with environment steps made through
/// the simulation's own methods.
struct ModelDriver {
    var simulation: Simulation
    let descriptor: ModelDescriptor
    let options: ModelOptions
    /// The instance of the current process; nil before the first launch.
    var model: AnyAppModel?
    var records: [SystemRecord] = []
    /// Every invariant message, stamped with the time.
    var violations: [String] = []

    init(
        _ name: String, options: [(key: String, value: String)] = [], seed: UInt64 = 0,
        _ configure: (inout SimulationConfiguration) -> Void = { _ in }
    ) {
        var configuration = SimulationConfiguration(seed: seed)
        configure(&configuration)
        simulation = Simulation(configuration: configuration)
        descriptor = BuiltinModels.registry.descriptor(named: name)!
        self.options = ModelOptions(options)
    }

    /// A scenario time as an instant.
    static func t(_ text: String) -> SimInstant { try! SimInstant(parsing: text) }

    /// Runs every event due at or before `time`.
    mutating func run(until text: String) {
        let limit = Self.t(text)
        while let next = simulation.nextEventTime(), next <= limit {
            if case .system(let produced) = simulation.step()! { take(produced) }
        }
        simulation.advance(to: limit)
    }

    /// Runs to `time`, then does an environment step there.
    mutating func at(_ time: String, _ step: (inout Simulation) throws -> [SystemRecord]) {
        run(until: time)
        do {
            take(try step(&simulation))
        } catch {
            Issue.record("step at \(time) failed: \(error)")
        }
    }

    /// Runs to `time`, then the user taps `label`; returns whether the UI had it.
    @discardableResult
    mutating func tap(_ label: String, at time: String) -> Bool {
        run(until: time)
        guard var current = model else { return false }
        var app = simulation.appSystem()
        let tapped = current.tap(label, system: &app)
        model = current
        take(simulation.perform(app.calls))
        check()
        return tapped
    }

    /// Runs to `time`, then the user taps `label`, and records an issue unless the UI had it exactly
    /// when `available` says so.
    mutating func expectTap(
        _ label: String, at time: String, available: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let tapped = tap(label, at: time)
        #expect(tapped == available, "tap \"\(label)\" at \(time)", sourceLocation: sourceLocation)
    }

    /// Keeps records and hands deliveries to the model; a launch makes a fresh instance.
    mutating func take(_ produced: [SystemRecord]) {
        for record in produced {
            records.append(record)
            guard let event = record.deliveredEvent else { continue }
            if case .launched = event { model = AnyAppModel(try! descriptor.instantiate(options)) }
            guard var current = model else { continue }
            var app = simulation.appSystem()
            current.handle(event, system: &app)
            model = current
            if !app.calls.isEmpty { take(simulation.perform(app.calls)) }
            check()
        }
    }

    /// The model's invariants, now.
    mutating func check() {
        guard let model else { return }
        let now = simulation.now
        violations += model.invariantViolations(system: simulation.appSystem()).map { "\(now): \($0)" }
    }

    /// A UI value by key.
    func ui(_ key: String) -> String? { model?.ui.first { $0.key == key }?.value.description }

    /// A session value by key.
    func session(_ key: String) -> String? { model?.session.first { $0.key == key }?.value.description }

    /// The fixes delivered, in order.
    var fixes: [Fix] {
        records.flatMap { record -> [Fix] in
            if case .locations(_, let fixes)? = record.deliveredEvent { return fixes }
            return []
        }
    }

    /// The calls the app made that the system applied or ignored, by API name.
    var calls: [String] {
        records.compactMap { record in
            switch record.kind {
            case .call(let call), .ignoredCall(let call, _): return call.api
            default: return nil
            }
        }
    }

    /// The alerts shown, by kind.
    var alerts: [Alert] {
        records.compactMap { if case .alertShown(let alert) = $0.kind { return alert } else { return nil } }
    }
}
