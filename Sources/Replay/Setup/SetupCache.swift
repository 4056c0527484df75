import Foundation

/// Setups by scenario header, for a caller that prepares many scenarios differing only in their
/// timelines: exploration's static combinations, where a window moves a step and a `set` range
/// changes a header line. Everything ``RunSetup`` makes but the scenario itself follows from the
/// header, the source and the options, so a timeline under a header already prepared takes that
/// setup with its own scenario — the same result, without building the profile, the Info.plist,
/// the model and the trace header again. The caller names each header by a key, equal keys only
/// for equal headers (exploration's: the values its static choices give the header's lines), so a
/// lookup hashes a few numbers instead of every statement of the header.
///
/// One cache serves one source, registry and set of options (an exploration's); it is shared by
/// the exploration's workers, hence the lock.
public final class SetupCache: @unchecked Sendable {
    private let lock = NSLock()
    private var setups: [[Int]: Result<PreparedRun, RunSetupErrors>] = [:]

    /// An empty cache.
    public init() {}

    /// The setup made before for the header named `key`, if any.
    func setup(for key: [Int]) -> Result<PreparedRun, RunSetupErrors>? {
        lock.withLock { setups[key] }
    }

    /// Keeps `setup` as the one for the header named `key`.
    func keep(_ setup: Result<PreparedRun, RunSetupErrors>, for key: [Int]) {
        lock.withLock { setups[key] = setup }
    }
}
