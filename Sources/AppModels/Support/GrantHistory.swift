import LocationSystem
import SimulationKit
import Vocabulary

/// Tells Allow Once from Allow While Using App after the fact, from what the app heard and when.
///
/// Both report status 4 (AUTH-3); the difference shows only later: a temporary grant reverts to 0
/// while the app is in the background (measured: grant 8.7 s, background ≈10 s, revert 28.3 s). A
/// pure function over recorded events, so it can be tested with the measured sequence and any other.
///
/// ```swift
/// let events: [GrantHistory.Event] = [
///     .init(time: t("8.7s"), kind: .status(.authorizedWhenInUse)),
///     .init(time: t("10s"), kind: .background),
///     .init(time: t("28.3s"), kind: .status(.notDetermined)),
/// ]
/// GrantHistory.classify(events)   // .allowOnce(expiredAfter: 18.3 s)
/// ```
public enum GrantHistory {
    /// One thing the app heard.
    public struct Event: Hashable, Sendable {
        /// When.
        public var time: SimInstant
        /// What.
        public var kind: Kind

        /// Bundles an event.
        public init(time: SimInstant, kind: Kind) {
            self.time = time
            self.kind = kind
        }

        /// A status heard, or a lifecycle change.
        public enum Kind: Hashable, Sendable {
            /// An authorization callback or a synchronous read with this status.
            case status(AuthorizationStatus)
            /// `didEnterBackground`.
            case background
            /// `didBecomeActive`.
            case foreground
        }
    }

    /// What the last When In Use grant turned out to be.
    public enum Verdict: Hashable, Sendable {
        /// No When In Use grant heard.
        case noGrant
        /// Granted and still in force: Allow Once and While Using cannot be told apart yet.
        case granted
        /// Reverted to 0 while the app was in the background: Allow Once, expired this long after
        /// the app left the foreground.
        case allowOnce(expiredAfter: SimDuration)
        /// Taken away some other way (denied, restricted, or 0 while in the foreground): not Allow Once.
        case withdrawn
    }

    /// The verdict on the last status-4 grant in `events` (in time order).
    public static func classify(_ events: [Event]) -> Verdict {
        guard let grant = events.lastIndex(where: { $0.kind == .status(.authorizedWhenInUse) }) else {
            return .noGrant
        }
        var backgroundSince: SimInstant?
        for event in events[(grant + 1)...] {
            switch event.kind {
            case .background:
                backgroundSince = backgroundSince ?? event.time
            case .foreground:
                backgroundSince = nil
            case .status(.authorizedWhenInUse), .status(.authorizedAlways):
                continue
            case .status(.notDetermined):
                guard let since = backgroundSince else { return .withdrawn }
                return .allowOnce(expiredAfter: event.time - since)
            case .status:
                return .withdrawn
            }
        }
        return .granted
    }
}
