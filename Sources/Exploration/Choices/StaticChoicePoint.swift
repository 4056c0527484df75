import Replay
import ScenarioLanguage
import SimulationKit
import Vocabulary

extension StaticChoices {
    /// One static choice point and its values, simplest (lowest, earliest, off) first.
    ///
    /// The values are computed from the range's low end and step, never listed: a `1us` step over an
    /// hour is 3.6 billion values, which the exhaustive strategy refuses up front and the random and
    /// boundary strategies take from in constant memory.
    public struct Point: Sendable, Hashable {
        /// The point.
        public var point: ChoicePoint
        /// How many values it offers (saturating at `Int.max`).
        public private(set) var count: Int
        var values: Values
        /// The values kept when a strategy keeps only some (boundary: minimum, middle, maximum), as
        /// indices into the whole range; nil keeps them all.
        var kept: [Int]?

        /// How the values are made.
        enum Values: Sendable, Hashable {
            /// A stepped `set`: the quantity of `low`'s kind at `lowKey + index × step`.
            case set(low: Quantity, lowKey: Int64, step: Int64)
            /// A stepped window: the time `start + index × step` µs.
            case window(start: Int64, step: Int64)
            /// A header fault: off, on.
            case toggle
        }

        init(point: ChoicePoint, values: Values, count: Int) {
            self.point = point
            self.values = values
            self.count = count
        }

        /// A stepped range from `low` through `high` (at least `low`) by `step` (at least 1).
        init(point: ChoicePoint, low: Int64, high: Int64, step: Int64, values: Values) {
            let span = UInt64(bitPattern: max(low, high) &- low) / UInt64(max(1, step))
            let count = span >= UInt64(Int.max) ? Int.max : Int(span) + 1
            self.init(point: point, values: values, count: count)
        }

        /// The order key of value `index` (µs for a window): the same value has the same key in a
        /// point and in its ``boundaries()``, where the indices differ.
        func key(_ index: Int) -> Int64 {
            let whole = kept.map { $0[index] } ?? index
            switch values {
            case .set(_, let low, let step): return low &+ Int64(whole) &* step
            case .window(let start, let step): return start &+ Int64(whole) &* step
            case .toggle: return Int64(whole)
            }
        }

        /// The label of value `index`, as printed in a timeline.
        public func label(_ index: Int) -> String {
            switch values {
            case .set: return quantity(index).scenarioText
            case .window: return time(index).sinceStart.scenarioText
            case .toggle: return key(index) == 0 ? "off" : "on"
            }
        }

        /// The quantity of value `index` of a `set` range.
        func quantity(_ index: Int) -> Quantity {
            guard case .set(let low, _, _) = values else { return .flag(key(index) != 0) }
            return low.with(orderKey: key(index))
        }

        /// The time of value `index` of a window.
        func time(_ index: Int) -> SimInstant {
            SimInstant.start + SimDuration(microseconds: key(index))
        }

        /// The same point keeping only its minimum, middle and maximum (when it has more than three).
        func boundaries() -> Point {
            guard count > 3 else { return self }
            var copy = self
            let last = count - 1
            copy.kept = [0, last / 2, last].map { kept?[$0] ?? $0 }
            copy.count = 3
            return copy
        }

        /// The values in words for a report's header: every label, or the first and last few with the
        /// count when there are more than ``listedValues``.
        var valuesText: String {
            guard count > StaticChoices.listedValues else {
                return (0..<count).map(label).joined(separator: ", ")
            }
            let head = (0..<3).map(label).joined(separator: ", ")
            return "\(head), … \(label(count - 1)) (\(count) values)"
        }
    }
}
