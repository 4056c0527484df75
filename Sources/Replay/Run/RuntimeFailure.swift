import ScenarioLanguage
import SimulationKit

/// A step that could not happen at run time (`alert "Allow Once"` with no alert on screen): the run
/// stops there, with the time, the line and what was on screen instead.
public struct RuntimeFailure: Hashable, Sendable, CustomStringConvertible {
    /// When.
    public var time: SimInstant {
        get { box.fields.time }
        set { set(\.time, newValue) }
    }
    /// The step's line.
    public var location: SourceLocation {
        get { box.fields.location }
        set { set(\.location, newValue) }
    }
    /// The step's source text.
    public var lineText: String {
        get { box.fields.lineText }
        set { set(\.lineText, newValue) }
    }
    /// Why it could not happen, and what the screen showed.
    public var message: String {
        get { box.fields.message }
        set { set(\.message, newValue) }
    }
    /// True when a person could not have taken the step then (a control or an alert that was not on
    /// screen, a lifecycle step from the wrong place), false when the scenario's script is wrong
    /// (a call the system refuses): exploration counts the first kind of timeline as infeasible,
    /// not as a violation.
    public var infeasible: Bool {
        get { box.fields.infeasible }
        set { set(\.infeasible, newValue) }
    }

    private struct Fields: Hashable {
        var time: SimInstant
        var location: SourceLocation
        var lineText: String
        var message: String
        var infeasible: Bool
    }

    /// The fields behind one reference: every run holds an optional failure, nearly always absent,
    /// and exploration copies and moves runs with every fork (eight bytes, not eighty).
    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    /// A failure at `time` of the step written at `location`.
    public init(
        time: SimInstant, location: SourceLocation, lineText: String, message: String, infeasible: Bool = false
    ) {
        box = Box(Fields(time: time, location: location, lineText: lineText, message: message, infeasible: infeasible))
    }

    /// Changes one field in a box of its own (the old one may be shared by a copy).
    private mutating func set<Value>(_ field: WritableKeyPath<Fields, Value>, _ value: Value) {
        var fields = box.fields
        fields[keyPath: field] = value
        box = Box(fields)
    }

    /// Equal fields (the same box, or boxes that hold the same).
    public static func == (lhs: RuntimeFailure, rhs: RuntimeFailure) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// `file:line:column: error at 8.700s: message`, the line and a caret.
    public var description: String {
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(5, number.count))
        let padded = String(repeating: " ", count: gutter.count - number.count) + number
        let indent = String(repeating: " ", count: max(0, location.column - 1))
        return "\(location): error at \(time): \(message)\n\(padded) | \(lineText)\n\(gutter) | \(indent)^\n"
    }
}
