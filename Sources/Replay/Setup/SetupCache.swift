import Foundation
import ScenarioLanguage

/// Setups by scenario header, for a caller that prepares many scenarios differing only in their
/// timelines: exploration's static combinations, where a window moves a step and a `set` range
/// changes a header line. Everything ``RunSetup`` makes but the scenario itself follows from the
/// header, the source and the options, so a timeline under a header already prepared takes that
/// setup with its own scenario — the same result, without building the profile, the Info.plist,
/// the model and the trace header again.
///
/// One cache serves one source, registry and set of options (an exploration's); it is shared by
/// the exploration's workers, hence the lock.
public final class SetupCache: @unchecked Sendable {
    private let lock = NSLock()
    private var setups: [[HeaderStatement]: Result<PreparedRun, RunSetupErrors>] = [:]

    /// An empty cache.
    public init() {}

    /// The setup made for `header` before, if any.
    func setup(for header: [HeaderStatement]) -> Result<PreparedRun, RunSetupErrors>? {
        lock.withLock { setups[header] }
    }

    /// Keeps `setup` as the one for `header`.
    func keep(_ setup: Result<PreparedRun, RunSetupErrors>, for header: [HeaderStatement]) {
        lock.withLock { setups[header] = setup }
    }
}
