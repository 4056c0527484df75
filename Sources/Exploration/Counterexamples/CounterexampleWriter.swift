import Foundation
import LocationSystem
import Replay
import ScenarioLanguage
import SimulationKit
import Vocabulary

/// Writes a timeline as a plain scenario with every choice fixed: `alert any` becomes the button
/// chosen, a skipped `maybe` step disappears and a taken one is unwrapped, a fault switched off
/// disappears, a window becomes its time and a range its value. The command line's seed, model and
/// figures go into the header, and the original end is kept, so the file runs the same on its own.
enum CounterexampleWriter {
    /// The fixed scenario for `path` (static decisions first, then the dynamic ones made), titled
    /// `… — counterexample: LABEL` (`label(_:line:original:)`).
    static func scenario(_ statics: StaticChoices, path: [Decision], label: String) -> Scenario {
        let input = statics.input
        let values = statics.points.map { point in path.first { $0.point == point.point }?.option ?? 0 }
        var scenario = statics.rewrite(values)
        let originalEnd = input.scenario.resolvedEnd
        let location = SourceLocation(file: scenario.file, line: 1, column: 1)

        writeOverrides(input.options, into: &scenario, at: location)
        let title = scenario.title ?? "scenario"
        scenario.header.removeAll { if case .title = $0.header { true } else { false } }
        scenario.header.insert(
            HeaderStatement(.title("\(title) — counterexample: \(label)"), location: location), at: 0)

        // The dynamic decisions, entry by entry.
        var kept: [(entry: TimelineEntry, index: Int)] = []
        for (index, original) in scenario.timeline.enumerated() {
            var entry = original
            if case .window = entry.timing { entry.timing = .absolute }
            guard case .step(let step) = entry.action else {
                kept.append((entry, index))
                continue
            }
            guard let resolved = resolve(step, entry: index, depth: 0, path: path) else { continue }
            entry.action = .step(resolved)
            kept.append((entry, index))
        }
        kept.sort { lhs, rhs in
            let left = (lhs.entry.timing == .untimed ? 0 : 1, lhs.entry.time, lhs.index)
            let right = (rhs.entry.timing == .untimed ? 0 : 1, rhs.entry.time, rhs.index)
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 < right.1 }
            return left.2 < right.2
        }
        var previous: SimInstant?
        var timeline: [TimelineEntry] = []
        for (original, _) in kept {
            var entry = original
            switch entry.timing {
            case .untimed:
                break
            case .relative(let span):
                if previous.map({ $0 + span }) != entry.time { entry.timing = .absolute }
            case .continued:
                if previous != entry.time { entry.timing = .absolute }
            case .absolute, .window:
                break
            }
            if entry.timing == .continued, previous == nil { entry.timing = .absolute }
            if entry.timing != .untimed { previous = entry.time }
            timeline.append(entry)
        }
        scenario.timeline = timeline
        scenario.end = EndStatement(time: originalEnd, location: location)
        return scenario
    }

    /// How a counterexample names the check it breaks: `line 12 (line 7 of journey.scenario): TEXT`.
    /// Its own line comes first, since its failure marker and a run of it name that one (the rewrite
    /// moves lines); the explored scenario's line follows, since the report and the file name use it.
    /// `line` is nil before the line is known (or when the file does not reproduce); a model's
    /// invariant has no line.
    static func label(_ check: CheckID, line: Int?, original: String) -> String {
        guard check.line != 0 else { return check.description }
        let source = "line \(check.line) of \((original as NSString).lastPathComponent)"
        guard let line else { return "\(source): \(check.text)" }
        return "line \(line) (\(source)): \(check.text)"
    }

    /// The command line's seed, model and figures written into the header (and `catches` lines
    /// dropped), so the counterexample runs the same on its own.
    static func writeOverrides(_ options: RunOptions, into scenario: inout Scenario, at location: SourceLocation) {
        if let seed = options.seed {
            scenario.header.removeAll { if case .seed = $0.header { true } else { false } }
            scenario.header.append(HeaderStatement(.seed(seed), location: location))
        }
        if let model = options.model, model != scenario.model?.name {
            scenario.header.removeAll { if case .model = $0.header { true } else { false } }
            scenario.header.insert(HeaderStatement(.model(name: model, options: []), location: location), at: 0)
        }
        if let profile = options.profile {
            scenario.header.removeAll { if case .profile = $0.header { true } else { false } }
            scenario.header.append(HeaderStatement(.profile(profileWord(profile.name)), location: location))
        }
        scenario.header.removeAll { if case .catches = $0.header { true } else { false } }
        for override in options.overrides {
            scenario.header.removeAll {
                if case .set(let name, _) = $0.header { name == override.name } else { false }
            }
            // Typed by the parameter's own kind: a figure that needs no guessing from its spelling.
            guard let parameter = Profile.parameter(named: override.name),
                let setting = try? parameter.setting(parsing: override.value)
            else { continue }
            let value: ParameterValue
            switch setting {
            case .single(let quantity): value = .single(quantity)
            case .range(let low, let high): value = .range(low: low, high: high, step: nil)
            }
            scenario.header.append(HeaderStatement(.set(parameter: override.name, value: value), location: location))
        }
    }

    /// `--profile`'s word for the counterexample's `profile` line: a relative profile file becomes an
    /// absolute path, since `--profile` is read from the working directory and a scenario reads its
    /// profile file from its own folder (the counterexamples' folder is another).
    static func profileWord(_ name: String) -> String {
        guard ProfileFile.isPath(name), !name.hasPrefix("/") else { return name }
        return FileManager.default.currentDirectoryPath + "/"
            + (name.hasPrefix("./") ? String(name.dropFirst(2)) : name)
    }

    /// The step as this timeline did it, or nil when it did not happen.
    static func resolve(_ step: Step, entry: Int, depth: Int, path: [Decision]) -> Step? {
        let decision = path.first { $0.point.entry == entry && $0.point.depth == depth && !$0.point.kind.isStatic }
        switch step {
        case .maybe(let inner):
            guard let decision, decision.option == 1 else { return nil }
            return resolve(inner, entry: entry, depth: depth + 1, path: path)
        case .alert(.any), .ifPossible(.alert(.any)):
            // Chosen, the alert was up: its button. Not chosen, an `alert? any` found none and is kept.
            guard let decision else { return step }
            return .alert(.button(label: decision.label))
        case .fault:
            guard let decision, decision.option == 1 else { return nil }
            return step
        default:
            return step
        }
    }
}
