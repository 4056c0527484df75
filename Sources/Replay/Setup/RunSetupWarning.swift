import Foundation
import LocationSystem
import ScenarioLanguage
import SimulationKit

/// Something in a scenario that runs but is probably not what its author meant: an Info.plist key
/// the system does not know (`NSLocationWhenInUseUsageDescripton`), which would otherwise surface
/// only as a request that shows nothing. Printed like an error, at its line with a caret, and never
/// a reason to stop or to change the exit status.
public struct RunSetupWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where in the file.
    public var location: SourceLocation
    /// The text of that line, for the excerpt.
    public var lineText: String
    /// What looks wrong and what was probably meant.
    public var message: String

    /// A warning at a line of the file.
    public init(location: SourceLocation, lineText: String, message: String) {
        self.location = location
        self.lineText = lineText
        self.message = message
    }

    /// `file:line:column: warning: message`, the line and a caret.
    public var description: String {
        RunSetupError.render("warning", location: location, lineText: lineText, message: message)
    }

    /// The warning for `plist KEY …` on `lineText` when KEY is not an Info.plist key the simulation
    /// knows, with the caret under the key and the nearest known key; nil for a known key.
    static func unknownPlistKey(_ key: String, at location: SourceLocation, lineText: String) -> RunSetupWarning? {
        guard !InfoPlist.knownKeys.contains(key) else { return nil }
        let nearest = EditDistance.nearest(
            to: key, among: InfoPlist.knownKeys, maximumDistance: max(3, key.count / 4))
        let hint = nearest.map { "did you mean \"\($0)\"?" } ?? "the known keys are listed in docs/scenario-language.md"
        var column = location.column
        if let range = lineText.range(of: key) {
            column =
                lineText.unicodeScalars.distance(
                    from: lineText.unicodeScalars.startIndex, to: range.lowerBound) + 1
        }
        return RunSetupWarning(
            location: SourceLocation(file: location.file, line: location.line, column: column),
            lineText: lineText,
            message: "unknown Info.plist key \"\(key)\" (nothing reads it); \(hint)")
    }
}
