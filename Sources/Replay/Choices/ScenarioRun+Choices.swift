import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit

extension ScenarioRun {
    /// The choice the run is stopped at, if any.
    var pendingChoice: PendingChoice? {
        guard let pendingStep, let options = choiceOptions(for: pendingStep) else { return nil }
        let line = prepared.scenario.timeline[pendingStep.entry].location.line
        let kind: ChoicePoint.Kind
        switch pendingStep.step {
        case .maybe: kind = .maybe
        case .alert, .ifPossible: kind = .alertAny
        default: kind = .stepFault
        }
        return PendingChoice(
            point: ChoicePoint(kind: kind, line: line, entry: pendingStep.entry, depth: pendingStep.depth),
            options: options)
    }

    /// Takes option `option` (an index into ``PendingChoice/options``) at the pending choice, and
    /// performs the line once nothing is left to decide on it (`maybe alert any` asks twice).
    ///
    /// - Precondition: the run is stopped at a choice and `option` is one of its indices.
    mutating func choose(_ option: Int, observer: inout some RunObserver) {
        guard var pending = pendingStep, let options = choiceOptions(for: pending) else {
            preconditionFailure("choose(\(option)) with no choice pending")
        }
        precondition(options.indices.contains(option), "option \(option) of \(options)")
        var skipped = false
        switch pending.step {
        case .maybe(let inner):
            if option == 0 {
                skipped = true
            } else {
                pending.step = inner
                pending.depth += 1
                pending.decided = false
            }
        case .alert(.any), .ifPossible(.alert(.any)):
            pending.step = .alert(.button(label: options[option]))
        case .fault:
            if option == 0 { skipped = true } else { pending.decided = true }
        default:
            break
        }
        if !skipped, choiceOptions(for: pending) != nil {
            pendingStep = pending
            return
        }
        pendingStep = nil
        if !skipped { perform(entryAt: pending.entry, resolved: pending.step, observer: &observer) }
        checkAfterEvent(observer: &observer)
    }

    /// The options the pending line offers, simplest first; nil when nothing is left to choose
    /// (an `alert any` with no alert up fails as the plain run does; an `alert? any` is skipped).
    func choiceOptions(for pending: PendingStep) -> [String]? {
        switch pending.step {
        case .maybe: return ["skipped", "taken"]
        case .alert(.any), .ifPossible(.alert(.any)):
            guard let alert = simulation.state.alert, !alert.buttons.isEmpty else { return nil }
            return alert.buttons
        case .fault: return pending.decided ? nil : ["off", "on"]
        default: return nil
        }
    }
}
