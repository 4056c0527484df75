/// The process exit status, following sysexits so scripts and CI can tell a failed expectation from a
/// typo on the command line from a broken scenario file.
public struct ExitCode: Hashable, Sendable, CustomStringConvertible {
    /// The raw status handed to the operating system.
    public let rawValue: Int32

    /// Wraps a raw status.
    public init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Everything ran and every expectation, invariant and golden held.
    public static let success = ExitCode(0)
    /// An expectation, invariant or golden comparison failed.
    public static let failure = ExitCode(1)
    /// The command line was wrong (EX_USAGE).
    public static let usage = ExitCode(64)
    /// A scenario file was wrong (EX_DATAERR).
    public static let dataError = ExitCode(65)
    /// An input file could not be opened (EX_NOINPUT).
    public static let noInput = ExitCode(66)
    /// An output file could not be written (EX_CANTCREAT).
    public static let cannotCreate = ExitCode(73)
    /// Writing an output failed part-way (EX_IOERR): a full disk, a file-size limit, a closed pipe.
    public static let ioError = ExitCode(74)
    /// 70 (EX_SOFTWARE): locsim broke its own promise, such as different results at different job
    /// counts; a bug to report.
    public static let software = ExitCode(70)

    /// The raw number, as a shell prints `$?`.
    public var description: String { String(rawValue) }
}
