import LocationSystem
import LocsimHost

extension CLLocationUpdate {
    /// The sequence `liveUpdates(_:)` returns. Each iteration is a sequence of its own on the
    /// system (`startLiveUpdates`), begun at its first `next()` and stopped when the iteration
    /// ends: a `break`, the task's cancellation, or the iterator let go.
    public struct Updates: AsyncSequence, Sendable {
        /// Each element is one update.
        public typealias Element = CLLocationUpdate

        let configuration: LiveConfiguration

        /// A new iteration.
        public func makeAsyncIterator() -> Iterator { Iterator() }

        /// Iterates the updates; `next()` throws only as Core Location's does, which locsim never needs.
        public struct Iterator: AsyncIteratorProtocol {
            private var feed: ElementFeed<CLLocationUpdate>?

            /// The next update, waiting for it; nil when the iteration has ended.
            public mutating func next() async throws -> CLLocationUpdate? {
                if feed == nil { feed = Self.start() }
                guard let feed else { return nil }
                return await feed.next()
            }

            /// Starts a live-updates sequence on the system for this iteration.
            private static func start() -> ElementFeed<CLLocationUpdate>? {
                let feed = ElementFeed<CLLocationUpdate>()
                guard let process = HostedProcess.running,
                    let id = process.call("CLLocationUpdate.liveUpdates()", { $0.startLiveUpdates() })
                else {
                    feed.finish()
                    return feed
                }
                LiveUpdatesListener(id: id, process: process, feed: feed).listen()
                feed.onEnd = { [weak process] in
                    guard let process, process.isHostingNow else { return }
                    process.call("CLLocationUpdate.liveUpdates() ended") { $0.stopLiveUpdates(id) }
                }
                return feed
            }
        }
    }
}

/// Hands one sequence's updates from the system to its feed, for as long as the feed is iterated.
private struct LiveUpdatesListener {
    let id: LiveUpdatesID
    let process: HostedProcess
    weak var feed: ElementFeed<CLLocationUpdate>?

    func listen() {
        process.await(.liveUpdates(id)) { event in
            guard let feed, !feed.isFinished, case .liveUpdate(_, let flags, let fix) = event else { return }
            feed.push(CLLocationUpdate(flags: flags, fix: fix))
            listen()
        }
    }
}
