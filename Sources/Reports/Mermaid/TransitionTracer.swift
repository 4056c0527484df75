import LocationSystem
import Replay
import Vocabulary

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
        switch record.payload {
        case .step(let text, _):
            lastStep = (t, text)
            lastCause = (t, text)
        case .system(.authorization(let status, let fullAccuracy)):
            sawSystem = true
            let cause = causeText(rule: record.rule, at: t)
            lastCause = (t, cause)
            authorization(status, fullAccuracy, cause: cause)
        case .callback(let callback):
            if case .authorization(_, let status, let fullAccuracy) = callback.event, !sawSystem {
                authorization(status, fullAccuracy, cause: "")
            }
            if callback.kind != .locations && callback.kind != .liveUpdate {
                lastCause = (t, (record.rule.map { "\($0) " } ?? "") + callback.kind.rawValue + " callback")
            }
        case .app(let change):
            if lastStep?.time != t { lastCause = (t, (record.rule.map { "\($0) " } ?? "") + change.event) }
        case .system(.motion(let status)):
            permission(
                "motion", undecided: MotionStatus.notDetermined.description, status.description, rule: record.rule,
                at: t)
        case .system(.privacy(let status)):
            permission(
                status.permission.rawValue, undecided: status.permission.undecided.name, status.name, rule: record.rule,
                at: t)
        case .system(.notifications(let settings)):
            permission(
                PrivacyPermission.notifications.rawValue, undecided: NotificationAuthorizationStatus.notDetermined.name,
                settings.authorizationStatus.name, rule: record.rule, at: t)
        case .state(let ui, _):
            guard !ui.isEmpty else { return }
            let cause = lastCause?.text ?? ""
            for change in ui {
                move("ui.\(change.key)", to: change.value.description, cause: cause)
            }
        default:
            break
        }
    }

    /// A permission's machine, in its framework's words: it enters undecided, as every install does.
    private mutating func permission(_ machine: String, undecided: String, _ state: String, rule: String?, at t: Int64)
    {
        let cause = causeText(rule: rule, at: t)
        lastCause = (t, cause)
        if current[machine] == nil { move(machine, to: undecided, cause: "") }
        move(machine, to: state, cause: cause)
    }

    /// `alert "Allow Once" · AUTH-3` when a step at the same instant led to the rule, else the rule.
    private func causeText(rule: String?, at t: Int64) -> String {
        var parts: [String] = []
        if let lastStep, lastStep.time == t { parts.append(lastStep.text) }
        if let rule { parts.append(rule) }
        return parts.joined(separator: " · ")
    }

    private mutating func authorization(_ status: AuthorizationStatus, _ fullAccuracy: Bool, cause: String) {
        if status.rawValue >= 0, status.rawValue < Self.statusNames.count {
            move("authorization", to: Self.statusNames[Int(status.rawValue)], cause: cause)
        }
        move("accuracy", to: fullAccuracy ? "full" : "reduced", cause: cause)
    }

    private mutating func move(_ machine: String, to state: String, cause: String) {
        let from = current[machine]
        guard from != state else { return }
        current[machine] = state
        diagram.add(.init(machine: machine, from: from ?? "[*]", to: state, cause: from == nil ? "" : cause))
    }
}
