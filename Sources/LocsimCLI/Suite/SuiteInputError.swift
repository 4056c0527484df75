import Foundation
import ScenarioLanguage
import SimulationKit

/// Why `locsim test` has nothing to run, each case exiting 66 (EX_NOINPUT): a CI job whose suite path
/// is empty or mistyped must fail rather than stay green while it tests nothing.
///
/// ```text
/// Error: no such file or folder 'Scenarios/setings'. Did you mean 'Scenarios/settings'?
/// ```
enum SuiteInputError: Error, Equatable, CustomStringConvertible {
    /// `locsim test` with no PATH where there is no `Scenarios/` folder to default to.
    case noPathGiven(program: String)
    /// A PATH that is not there, with the nearest name beside it.
    case missing(String, suggestion: String?)
    /// Paths that hold no scenario file (or none that passed `--filter`).
    case empty(paths: [String], filter: String?)

    /// The message after `Error: `.
    var description: String {
        switch self {
        case .noPathGiven(let program):
            return "no PATH was given and there is no Scenarios/ folder here to test; "
                + "name a scenario file or a folder of them: \(program) test PATH…"
        case .missing(let path, let suggestion):
            return "no such file or folder '\(DisplayPath.escaped(path))'."
                + (suggestion.map { " Did you mean '\(DisplayPath.escaped($0))'?" } ?? "")
        case .empty(let paths, let filter):
            let under = paths.map { "'\(DisplayPath.escaped($0))'" }.joined(separator: ", ")
            let what = filter.map { "no scenario matched --filter \"\(DisplayPath.escaped($0))\" under \(under)" }
            return (what ?? "no scenario file (*.scenario) under \(under)")
                + "; a suite that runs nothing fails (--allow-empty accepts it)."
        }
    }

    /// The exit status every case ends with.
    var exitCode: ExitCode { .noInput }

    /// `path` when it is there, else the error naming the nearest entry of its folder (one to three
    /// edits away: `onbaording` → `onboarding`).
    static func check(_ path: String) -> SuiteInputError? {
        if FileManager.default.fileExists(atPath: path) { return nil }
        return .missing(path, suggestion: nearestEntry(to: path))
    }

    /// The entry of `path`'s folder one to three edits from its name, spelled as `path` is; nil
    /// when none is that near. Any command that finds no file at a path offers it.
    static func nearestEntry(to path: String) -> String? {
        // Split by hand: Foundation's `deletingLastPathComponent` traps on a one-character path.
        let parts = PathParts(path)
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: parts.directory)) ?? []).sorted()
        return EditDistance.nearest(to: parts.name, among: entries).map { entry in
            guard path.contains("/") else { return entry }
            return parts.directory == "/" ? "/" + entry : parts.directory + "/" + entry
        }
    }
}
