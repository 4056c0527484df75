import Replay

/// Follows a run's records and turns each change of authorization status, accuracy or UI value into
/// a ``MermaidDiagram/Transition`` with its cause: the step at the same instant and the rule. It
/// takes the records one at a time as a run streams them, keeping only the current states and the
/// diagram (bounded by ``MermaidDiagram/transitionLimit``).
///
/// ```swift
/// var tracer = TransitionTracer()
/// _ = ScenarioRun(prepared).run { tracer.observe($0) }
/// print(tracer.diagram.text)
/// ```
public struct TransitionTracer: Sendable {
    /// The diagram so far.
    public private(set) var diagram = MermaidDiagram()
    private var current: [String: String] = [:]
    private var lastStep: (time: Int64, text: String)?
    private var lastCause: (time: Int64, text: String)?
    private var sawSystem = false

    /// The seed's names for the five statuses.
    static let statusNames = ["NotDetermined", "Restricted", "Denied", "Always", "WhenInUse"]

    /// A tracer that has seen nothing.
    public init() {}

    /// Takes in the next record.
    public mutating func observe(_ record: TraceRecord) {
        let t = record.time.microsecondsSinceStart
        let fields = record.fields
        switch record.kind {
        case .step:
            let text = fields["step"].map(\.plainTextUnquoted) ?? "step"
            lastStep = (t, text)
            lastCause = (t, text)
        case .system where fields["event"] == "authorization":
            sawSystem = true
            let cause = causeText(rule: record.rule, at: t)
            lastCause = (t, cause)
            authorization(fields, cause: cause)
        case .callback:
            let name = fields["callback"].map(\.plainTextUnquoted) ?? "callback"
            if name == "authorization" && !sawSystem {
                authorization(fields, cause: "")
            }
            if name != "locations" && name != "liveUpdate" {
                lastCause = (t, (record.rule.map { "\($0) " } ?? "") + name + " callback")
            }
        case .app:
            let event = fields["event"].map(\.plainTextUnquoted) ?? "app"
            if lastStep?.time != t { lastCause = (t, (record.rule.map { "\($0) " } ?? "") + event) }
        case .state:
            guard case .object(let ui)? = fields["ui"] else { return }
            let cause = lastCause?.text ?? ""
            for key in ui.keys.sorted() {
                move("ui.\(key)", to: ui[key]! == .null ? "none" : ui[key]!.plainTextUnquoted, cause: cause)
            }
        default:
            break
        }
    }

    /// `alert "Allow Once" · AUTH-3` when a step at the same instant led to the rule, else the rule.
    private func causeText(rule: String?, at t: Int64) -> String {
        var parts: [String] = []
        if let lastStep, lastStep.time == t { parts.append(lastStep.text) }
        if let rule { parts.append(rule) }
        return parts.joined(separator: " · ")
    }

    private mutating func authorization(_ fields: TraceFields, cause: String) {
        if case .int(let status)? = fields["status"], status >= 0, status < 5 {
            move("authorization", to: Self.statusNames[Int(status)], cause: cause)
        }
        if case .bool(let full)? = fields["fullAccuracy"] {
            move("accuracy", to: full ? "full" : "reduced", cause: cause)
        }
    }

    private mutating func move(_ machine: String, to state: String, cause: String) {
        let from = current[machine]
        guard from != state else { return }
        current[machine] = state
        diagram.add(.init(machine: machine, from: from ?? "[*]", to: state, cause: from == nil ? "" : cause))
    }
}
