import ScenarioLanguage
import SimulationKit

/// A step that could not happen at run time (`alert "Allow Once"` with no alert on screen): the run
/// stops there, with the time, the line and what was on screen instead.
public struct RuntimeFailure: Hashable, Sendable, CustomStringConvertible {
    /// When.
    public var time: SimInstant
    /// The step's line.
    public var location: SourceLocation
    /// The step's source text.
    public var lineText: String
    /// Why it could not happen, and what the screen showed.
    public var message: String
    /// True when a person could not have taken the step then (a control or an alert that was not on
    /// screen, a lifecycle step from the wrong place), false when the scenario's script is wrong
    /// (a call the system refuses): exploration counts the first kind of timeline as infeasible,
    /// not as a violation.
    public var infeasible = false

    /// `file:line:column: error at 8.700s: message`, the line and a caret.
    public var description: String {
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(5, number.count))
        let padded = String(repeating: " ", count: gutter.count - number.count) + number
        let indent = String(repeating: " ", count: max(0, location.column - 1))
        return "\(location): error at \(time): \(message)\n\(padded) | \(lineText)\n\(gutter) | \(indent)^\n"
    }
}
