import Replay
import ScenarioLanguage

/// A file locsim could not write, with the path, why, and the exit status that says which kind of
/// failure it was: 73 (EX_CANTCREAT) when the file could not be created at all, 74 (EX_IOERR) when
/// writing it failed part-way.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as the user named it.
    public var path: String
    /// Why.
    public var reason: String
    /// The exit status the command ends with.
    public var exitCode: ExitCode

    /// A file that could not be created or put in place (exit status 73 unless given).
    public init(path: String, reason: String, exitCode: ExitCode = .cannotCreate) {
        self.path = path
        self.reason = reason
        self.exitCode = exitCode
    }

    /// A write that failed with `errno` (exit status 74): the reason is the OS's own words.
    init(path: String, errno: Int32) {
        self.init(path: path, reason: InputFile.errorText(errno), exitCode: .ioError)
    }

    /// The message after `Error: `, the path and the reason (which may quote a folder of it) escaped
    /// for the terminal: a path can hold a newline or an escape sequence.
    public var description: String { "cannot write '\(DisplayPath.escaped(path))': \(DisplayPath.escaped(reason))" }
}
