import AppModels
import LocationSystem

/// An exploring run's observer: it builds no record, counts them, marks the rules that fired (a
/// count per rule would be an array for every run exploration forks) and keeps the UIs the app
/// showed until exploration takes them (``takeShownUI()``). A value, forked with its run.
struct ExplorationObserver: RunObserver, Sendable {
    static var stopsAtChoices: Bool { true }
    static var keepsPassingVerdicts: Bool { false }
    static var readsUIOnlyAfterChange: Bool { true }

    private(set) var recordCount = 0
    private(set) var ruleCounts = RuleCounts()
    /// The UIs shown since exploration last took them.
    private var shownUI: [[StateEntry]] = []

    mutating func note(rule: RuleID?, _ build: () -> TraceRecord?) {
        recordCount += 1
        if let rule { ruleCounts.mark(rule) }
    }

    mutating func record(_ record: TraceRecord, rule: RuleID?) {
        note(rule: rule) { nil }
    }

    mutating func shown(_ ui: [StateEntry]) {
        shownUI.append(ui)
    }

    /// The UIs shown since the last call, in order.
    mutating func takeShownUI() -> [[StateEntry]] {
        defer { shownUI = [] }
        return shownUI
    }
}
