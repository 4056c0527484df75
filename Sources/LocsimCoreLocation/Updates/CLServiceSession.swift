import LocationSystem
import LocsimHost
import Vocabulary

/// iOS 18's declaration of what a feature needs, held for as long as the feature runs: created in
/// the foreground with its requirement unmet, it shows the alert itself (SES-1); its
/// ``diagnostics`` say what is blocking it, at the moment (SES-3). `invalidate()` or letting it go
/// ends it.
public final class CLServiceSession: NSObject, @unchecked Sendable {
    /// The authorization a session requires.
    public enum AuthorizationRequirement: Int, Sendable {
        /// No authorization (the session asks for nothing).
        case none = 0
        /// When In Use.
        case whenInUse = 1
        /// Always.
        case always = 2
    }

    /// The process the session belongs to and its id there; nil for a session that asks nothing
    /// or was made outside a simulated run.
    private let process: HostedProcess?
    private let id: SessionID?
    private var invalidated = false
    /// The feeds of the iterations of ``diagnostics`` under way, and the last diagnostic.
    private var feeds: [ElementFeed<Diagnostic>] = []
    private var latest: Diagnostic?

    /// A session requiring `authorization`.
    public convenience init(authorization: AuthorizationRequirement) {
        self.init(authorization: authorization, purposeKey: nil)
    }

    /// A session requiring `authorization` and full accuracy, explained by the Info.plist's
    /// `NSLocationTemporaryUsageDescriptionDictionary` entry `fullAccuracyPurposeKey`.
    public convenience init(authorization: AuthorizationRequirement, fullAccuracyPurposeKey: String) {
        self.init(authorization: authorization, purposeKey: fullAccuracyPurposeKey)
    }

    private init(authorization: AuthorizationRequirement, purposeKey: String?) {
        let process = HostedProcess.running
        let requirement: SessionRequirement? =
            switch authorization {
            case .none: nil
            case .whenInUse: .whenInUse
            case .always: .always
            }
        self.process = process
        id = requirement.flatMap { requirement in
            process?.call("CLServiceSession(authorization:)") { system in
                system.startServiceSession(requirement: requirement, fullAccuracyPurposeKey: purposeKey)
            }
        }
        super.init()
        listen()
    }

    /// Ends the session: its diagnostics end, and its requirement no longer holds.
    public func invalidate() {
        guard !invalidated else { return }
        invalidated = true
        let feeds = self.feeds
        self.feeds = []
        for feed in feeds { feed.finish() }
        guard let process, let id, process.isHostingNow else { return }
        process.call("CLServiceSession.invalidate()") { $0.endServiceSession(id) }
    }

    deinit {
        invalidate()
    }

    /// What is blocking the session, each time it changes: an `AsyncSequence` that starts with the
    /// latest diagnostic, if one has come, and ends when the session does.
    public var diagnostics: Diagnostics { Diagnostics(session: self) }

    /// A new iteration of the diagnostics.
    func subscribe() -> ElementFeed<Diagnostic> {
        let feed = ElementFeed<Diagnostic>()
        if invalidated || id == nil {
            feed.finish()
        } else {
            if let latest { feed.push(latest) }
            feeds.append(feed)
        }
        return feed
    }

    /// Hands the session's diagnostics to every iteration, for as long as the session lives.
    private func listen() {
        guard let process, let id else { return }
        process.await(.diagnostics(id)) { [weak self] event in
            guard let self, !self.invalidated, case .diagnostic(_, let flags) = event else { return }
            let diagnostic = Diagnostic(flags: flags)
            self.latest = diagnostic
            self.feeds.removeAll { $0.isFinished }
            for feed in self.feeds { feed.push(diagnostic) }
            self.listen()
        }
    }
}
