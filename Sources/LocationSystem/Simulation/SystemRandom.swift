import SimulationKit

/// The random streams the simulated system draws from, one generator per ``SystemStream``.
///
/// A stream is picked by an enum case rather than looked up by name: the system draws at least once
/// per change, and a field access costs nothing where a dictionary keyed by the name hashed the name
/// twice a draw. Each generator still starts where ``RandomStreams/initialGenerator(seed:stream:)``
/// puts the stream of that name, so every draw is the one a named stream gives.
public struct SystemRandom: FoldHashable, Sendable {
    /// The scenario seed every stream is derived from.
    public let seed: UInt64
    private var initialCallback: SplitMix64
    private var reply: SplitMix64

    /// Every stream at its start for `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        initialCallback = RandomStreams.initialGenerator(seed: seed, nameHash: SystemStream.initialCallbackHash)
        reply = RandomStreams.initialGenerator(seed: seed, nameHash: SystemStream.replyHash)
    }

    /// Folds in the seed and where each stream is, for a state's hash (``HashFold``).
    public func fold(into fold: inout HashFold) {
        fold.add(seed)
        fold.add(initialCallback.state)
        fold.add(reply.state)
    }

    /// A uniform duration in `range` from `stream`.
    public mutating func next(in range: ClosedRange<SimDuration>, stream: SystemStream) -> SimDuration {
        switch stream {
        case .initialCallback: return initialCallback.next(in: range)
        case .reply: return reply.next(in: range)
        }
    }
}

/// What a system draw is for; the name seeds the stream.
public enum SystemStream: CaseIterable, Hashable, Sendable {
    /// AUTH-1's first callback (`initialCallbackDelay`).
    case initialCallback
    /// Replies to a change and AUTH-12's access loss (`replyDelay`, `backgroundAccessLossDelay`).
    case reply

    /// The hashes of the names, made once: every run starts both streams.
    static let initialCallbackHash = RandomStreams.nameHash(SystemStream.initialCallback.name)
    static let replyHash = RandomStreams.nameHash(SystemStream.reply.name)

    /// The stream's name, from which its seed is derived.
    public var name: String {
        switch self {
        case .initialCallback: return "initialCallback"
        case .reply: return "reply"
        }
    }
}
