import LocationSystem
import LocsimHost

/// A session that keeps the app's location work alive in the background, held for as long as
/// that work runs (`invalidate()` or letting it go ends it).
public final class CLBackgroundActivitySession: NSObject, @unchecked Sendable {
    private let process: HostedProcess?
    private let id: ActivitySessionID?
    private var invalidated = false

    /// Starts a background activity session.
    public override init() {
        let process = HostedProcess.running
        self.process = process
        id = process?.call("CLBackgroundActivitySession()") { $0.startBackgroundActivitySession() }
        super.init()
    }

    /// Ends the session.
    public func invalidate() {
        guard !invalidated else { return }
        invalidated = true
        guard let process, let id, process.isHostingNow else { return }
        process.call("CLBackgroundActivitySession.invalidate()") { $0.endBackgroundActivitySession(id) }
    }

    deinit {
        invalidate()
    }
}
