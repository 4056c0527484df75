import LocationSystem

extension CLServiceSession {
    /// What is blocking a session at one moment (SES-3: the moment, not a promise).
    public struct Diagnostic: Sendable {
        /// The user denied this app location.
        public let authorizationDenied: Bool
        /// Location Services are off for the device.
        public let authorizationDeniedGlobally: Bool
        /// Device management forbids location.
        public let authorizationRestricted: Bool
        /// An authorization alert is (said to be) pending; for ever in a host without purpose
        /// strings (SES-3).
        public let authorizationRequestInProgress: Bool
        /// The session requires Always and the app has When In Use.
        public let insufficientlyInUse: Bool
        /// The user declined Always.
        public let alwaysAuthorizationDenied: Bool
        /// The user declined the full accuracy the session asked for with its purpose key (SES-5).
        public let fullAccuracyDenied: Bool
        /// Work in the background needs a session.
        public let serviceSessionRequired: Bool

        /// A diagnostic as the system delivered it.
        init(flags: DiagnosticFlags) {
            authorizationDenied = flags.authorizationDenied
            authorizationDeniedGlobally = flags.authorizationDeniedGlobally
            authorizationRestricted = flags.authorizationRestricted
            authorizationRequestInProgress = flags.authorizationRequestInProgress
            insufficientlyInUse = flags.insufficientlyInUse
            alwaysAuthorizationDenied = flags.alwaysAuthorizationDenied
            fullAccuracyDenied = flags.fullAccuracyDenied
            serviceSessionRequired = false
        }
    }

    /// The sequence of a session's diagnostics.
    public struct Diagnostics: AsyncSequence, Sendable {
        /// Each element is one diagnostic.
        public typealias Element = Diagnostic

        let session: CLServiceSession

        /// A new iteration.
        public func makeAsyncIterator() -> Iterator { Iterator(feed: session.subscribe()) }

        /// Iterates the diagnostics; its `next()` throws as Core Location's may.
        public struct Iterator: AsyncIteratorProtocol {
            let feed: ElementFeed<Diagnostic>

            /// The next diagnostic, waiting for it; nil once the session has ended.
            public mutating func next() async throws -> Diagnostic? {
                await feed.next()
            }
        }
    }
}
