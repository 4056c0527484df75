import AppModels
import Replay
import ScenarioLanguage
import SimulationKit

/// The choices a scenario makes before its run starts — a stepped `set` range, a header `fault`,
/// a stepped time window — with their values, and the setup each combination gives.
///
/// They change the setup rather than a step, so each combination is its own ``PreparedRun``, made by
/// rewriting the scenario (`set` to one value, the fault kept or dropped, the window's time moved)
/// and preparing it as `locsim run` would: the run then is exactly the plain run of that rewrite.
///
/// ```swift
/// let statics = StaticChoices(input)        // line 9 window: 5s, 10s, … 30s
/// let prepared = try statics.prepare([2])    // the window at 15s
/// ```
public struct StaticChoices: Sendable {
    /// What is explored.
    public let input: ExplorationInput
    /// The points, in file order.
    public private(set) var points: [Point]
    /// The timeline's expectations as written, spelled once: a rewrite moves windows and changes the
    /// header, never an expectation.
    let expectationTexts: [String?]
    /// Each header a rewrite makes, set up once for all the timelines under it (shared by copies).
    let setups = SetupCache()

    /// Finds the static choice points of `input`'s scenario.
    public init(_ input: ExplorationInput) {
        self.input = input
        expectationTexts = RunSetup.expectationTexts(of: input.scenario)
        var points: [Point] = []
        let scenario = input.scenario
        for (index, statement) in scenario.header.enumerated() {
            let line = statement.location.line
            switch statement.header {
            case .set(_, .range(let low, let high, let step?)):
                let lowKey = low.orderKey
                let stepKey = max(1, step.orderKey)
                points.append(
                    Point(
                        point: ChoicePoint(kind: .set, line: line, entry: index), low: lowKey,
                        high: high.orderKey, step: stepKey,
                        values: .set(low: low, lowKey: lowKey, step: stepKey)))
            case .fault:
                points.append(
                    Point(point: ChoicePoint(kind: .headerFault, line: line, entry: index), values: .toggle, count: 2))
            default:
                break
            }
        }
        for (index, entry) in scenario.timeline.enumerated() {
            guard case .window(let end, let step?) = entry.timing else { continue }
            let stepKey = max(1, step.microseconds)
            let start = entry.time.sinceStart.microseconds
            points.append(
                Point(
                    point: ChoicePoint(kind: .window, line: entry.location.line, entry: index), low: start,
                    high: end.sinceStart.microseconds, step: stepKey, values: .window(start: start, step: stepKey)))
        }
        self.points = points
    }

    /// The most values a report's header lists for one point; a longer range is summarised.
    static let listedValues = 10_000

    /// The most static combinations the exhaustive and boundary strategies plan: each is a work unit
    /// held in memory, so the bound keeps planning's memory in check whatever the ranges span.
    public static let maximumCombinations = 100_000

    /// The scenario with the static choices fixed (`values[i]` for ``points``[i]); windows keep their
    /// written form with the chosen time, so the run's end stays where the file put it.
    public func rewrite(_ values: [Int]) -> Scenario {
        var scenario = input.scenario
        var dropped: Set<Int> = []
        for (point, value) in zip(points, values) {
            switch point.point.kind {
            case .set:
                guard case .set(let parameter, _) = scenario.header[point.point.entry].header else { continue }
                scenario.header[point.point.entry].header = .set(
                    parameter: parameter, value: .single(point.quantity(value)))
            case .headerFault:
                if value == 0 { dropped.insert(point.point.entry) }
            case .window:
                scenario.timeline[point.point.entry].time = point.time(value)
            default:
                break
            }
        }
        if !dropped.isEmpty {
            scenario.header = scenario.header.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        }
        return scenario
    }

    /// The run set up with the static choices fixed.
    public func prepare(_ values: [Int]) -> Result<PreparedRun, RunSetupErrors> {
        RunSetup.prepare(
            rewrite(values), source: input.source, registry: input.registry, options: input.options,
            expectationTexts: expectationTexts, cache: setups, headerKey: headerKey(values)
        ).map { prepared in
            var prepared = prepared
            prepared.app = input.app
            return prepared
        }
    }

    /// What names the header `values` give: the values of the header's points, the only ones a
    /// rewrite writes into the header, by their order keys (an index means another value in
    /// ``boundaries()``, which shares the cache).
    func headerKey(_ values: [Int]) -> [Int] {
        zip(points, values).compactMap { point, value in
            point.point.kind.isInHeader ? Int(truncatingIfNeeded: point.key(value)) : nil
        }
    }

    /// The decisions `values` stand for.
    public func decisions(_ values: [Int]) -> [Decision] {
        var spelled: [[Int: String]] = []
        return decisions(values, spelled: &spelled)
    }

    /// The decisions `values` stand for, each label taken from `spelled` (by point, then value) or
    /// spelled and kept there: a search starts unit after unit from the same few values, and a label
    /// writes out a duration or a quantity.
    func decisions(_ values: [Int], spelled: inout [[Int: String]]) -> [Decision] {
        if spelled.count != points.count { spelled = Array(repeating: [:], count: points.count) }
        var decisions: [Decision] = []
        decisions.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            let label: String
            if let known = spelled[index][value] {
                label = known
            } else {
                label = points[index].label(value)
                spelled[index][value] = label
            }
            decisions.append(Decision(point: points[index].point, option: value, label: label))
        }
        return decisions
    }

    /// The same points with ranges and windows cut to their minimum, middle and maximum (the
    /// `boundary` strategy); faults keep both settings.
    public func boundaries() -> StaticChoices {
        var copy = self
        copy.points = points.map { $0.boundaries() }
        return copy
    }

    /// How many combinations there are (saturating at `Int.max`).
    public var combinations: Int {
        points.reduce(1) { product, point in
            let (result, overflow) = product.multipliedReportingOverflow(by: max(1, point.count))
            return overflow ? Int.max : result
        }
    }

    /// The `index`-th combination in canonical order (the last point varies fastest).
    public func values(at index: Int) -> [Int] {
        var remainder = index
        var values = [Int](repeating: 0, count: points.count)
        for position in points.indices.reversed() {
            let count = max(1, points[position].count)
            values[position] = remainder % count
            remainder /= count
        }
        return values
    }
}
