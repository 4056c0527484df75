import LocationSystem
import SimulationKit
import Testing

/// A tiny driver for rule tests: runs the simulation to a time, hands deliveries to a scripted
/// model, applies its calls, and keeps every record.
struct Harness {
    var simulation: Simulation
    var records: [SystemRecord] = []
    /// The scripted app model: gets each delivered event and may call the system.
    var model: (AppEvent, inout AppSystem) -> Void = { _, _ in }

    init(seed: UInt64 = 0, _ configure: (inout SimulationConfiguration) -> Void = { _ in }) {
        var configuration = SimulationConfiguration(seed: seed)
        configure(&configuration)
        simulation = Simulation(configuration: configuration)
    }

    /// Seconds (or any scenario time) as an instant.
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
    /// A step that cannot happen fails the test with the step's message.
    mutating func at(_ time: String, _ step: (inout Simulation) throws -> [SystemRecord]) {
        run(until: time)
        do {
            take(try step(&simulation))
        } catch {
            Issue.record("step at \(time) failed: \(error)")
        }
    }

    /// Runs to `time`, then lets the app call the system there.
    @discardableResult
    mutating func app<T>(at time: String, _ body: (inout AppSystem) -> T) -> T {
        run(until: time)
        var app = simulation.appSystem()
        let result = body(&app)
        take(simulation.perform(app.calls))
        return result
    }

    /// Keeps records and hands deliveries to the model.
    mutating func take(_ produced: [SystemRecord]) {
        for record in produced {
            records.append(record)
            guard let event = record.deliveredEvent else { continue }
            var app = simulation.appSystem()
            model(event, &app)
            if !app.calls.isEmpty { take(simulation.perform(app.calls)) }
        }
    }

    /// Every delivery, with time and rule.
    var deliveries: [(time: SimInstant, rule: RuleID?, event: AppEvent)] {
        records.compactMap { record in record.deliveredEvent.map { (record.time, record.rule, $0) } }
    }

    /// Authorization callbacks as (time, manager, status, fullAccuracy, rule).
    var callbacks: [(time: SimInstant, manager: ManagerID, status: Int, full: Bool, rule: RuleID?)] {
        deliveries.compactMap { delivery in
            if case .authorization(let id, let status, let full) = delivery.event {
                return (delivery.time, id, status.rawValue, full, delivery.rule)
            }
            return nil
        }
    }

    /// Records produced strictly after `from` and at or before `to`.
    func records(after from: String, through to: String) -> [SystemRecord] {
        records.filter { $0.time > Self.t(from) && $0.time <= Self.t(to) }
    }

    /// The alerts shown, in order.
    var alertsShown: [Alert] {
        records.compactMap { if case .alertShown(let alert) = $0.kind { return alert } else { return nil } }
    }

    /// The fixes delivered, in order.
    var fixes: [(time: SimInstant, rule: RuleID?, fix: Fix)] {
        deliveries.flatMap { delivery -> [(time: SimInstant, rule: RuleID?, fix: Fix)] in
            if case .locations(_, let fixes) = delivery.event {
                return fixes.map { (delivery.time, delivery.rule, $0) }
            }
            return []
        }
    }

    /// Launches and creates one manager at `time`, returning its id.
    mutating func launchWithManager(at time: String = "0s") -> ManagerID {
        at(time) { try! $0.launch() }
        return app(at: time) { $0.createManager() }
    }
}

/// Milliseconds between two instants.
func ms(_ a: SimInstant, _ b: SimInstant) -> Int64 { (b - a).microseconds / 1_000 }
