import Recordings
import Replay
import ScenarioLanguage

/// Reading recording files for `import`, `conform` and `calibrate`: the bytes (bounded before they
/// are read), then the checked ``Recording``; a path that cannot be read is a command-line error
/// (64), a recording too large or with faults has them rendered for standard error (65).
enum RecordingFile {
    /// The largest recording read: a day of 1 Hz fixes is about 20 MB.
    static let maximumBytes = 256 << 20

    /// Why a recording cannot be used.
    enum Problem: Error {
        /// The path cannot be read (a bad argument).
        case unreadable(String)
        /// The recording has faults; the rendered errors.
        case invalid(String)
    }

    /// Reads and checks `path`.
    static func load(_ path: String) -> Result<Recording, Problem> {
        let shown = DisplayPath.escaped(path)
        switch InputFile.read(path, limit: maximumBytes) {
        case .success(let bytes):
            switch RecordingReader.read(bytes, file: shown) {
            case .success(let recording): return .success(recording)
            case .failure(let errors): return .failure(.invalid(errors.description))
            }
        case .failure(.missing): return .failure(.unreadable("no such file '\(shown)'"))
        case .failure(.folder): return .failure(.unreadable("'\(shown)' is a folder, not a recording"))
        case .failure(.unreadable(let reason)): return .failure(.unreadable("cannot read '\(shown)': \(reason)"))
        case .failure(.tooLarge(let size, let limit)):
            // Readable, but more than any recording holds: its data is at fault (65), as a scenario's.
            return .failure(
                .invalid("\(shown): error: the file has \(size) bytes, more than the \(limit) a recording may have\n"))
        }
    }

    /// Every recording of `paths`, or the exit status to stop with (the faults of every bad file
    /// written to standard error first, so one run reports them all).
    static func loadAll(_ paths: [String], context: CommandContext) throws(CommandLineError) -> CommandStep<[Recording]>
    {
        var recordings: [Recording] = []
        var invalid = false
        for path in paths {
            switch load(path) {
            case .success(let recording): recordings.append(recording)
            case .failure(.unreadable(let message)):
                throw .invalidValue(option: "REC", value: path, expected: "a readable recording (\(message))")
            case .failure(.invalid(let rendered)):
                context.errors.write(rendered)
                invalid = true
            }
        }
        return invalid ? .stop(.dataError) : .proceed(recordings)
    }
}
