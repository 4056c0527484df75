/// Independent random streams, one per purpose, all derived from the scenario's seed.
///
/// If every random choice drew from one generator, adding a draw for, say, snapping would shift every
/// later callback delay and change timelines that have nothing to do with snapping. Each stream here
/// is seeded from the scenario seed and the stream's *name* only, so using one stream more or less
/// never moves another's numbers.
///
/// ```swift
/// var streams = RandomStreams(seed: 7)
/// let delay = streams.next(in: .milliseconds(2)....milliseconds(9), stream: "callbackJitter")
/// ```
public struct RandomStreams: Hashable, Sendable, Codable {
    /// The scenario seed every stream is derived from.
    public let seed: UInt64
    /// Generators already in use, by name.
    private var generators: [String: SplitMix64]

    /// Streams for one run.
    public init(seed: UInt64) {
        self.seed = seed
        generators = [:]
    }

    /// The generator a stream starts with: SplitMix64 seeded from the scenario seed mixed with the
    /// FNV-1a hash of the stream's name, then passed through SplitMix64's finaliser once so that
    /// nearby seeds and names give unrelated streams.
    public static func initialGenerator(seed: UInt64, stream name: String) -> SplitMix64 {
        initialGenerator(seed: seed, nameHash: nameHash(name))
    }

    /// The generator of the stream whose name hashes to `nameHash` (``nameHash(_:)``): a stream
    /// started for every run hashes its name once, not once a run.
    public static func initialGenerator(seed: UInt64, nameHash: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ nameHash)
        return SplitMix64(seed: mixer.next())
    }

    /// The FNV-1a hash of a stream's name, which its generator's seed mixes in.
    public static func nameHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The next 64 bits of the named stream.
    public mutating func next(stream name: String) -> UInt64 {
        var generator = generators[name] ?? Self.initialGenerator(seed: seed, stream: name)
        let value = generator.next()
        generators[name] = generator
        return value
    }

    /// A uniform duration in `range` from the named stream.
    public mutating func next(in range: ClosedRange<SimDuration>, stream name: String) -> SimDuration {
        var generator = generators[name] ?? Self.initialGenerator(seed: seed, stream: name)
        let value = generator.next(in: range)
        generators[name] = generator
        return value
    }

    /// A uniform integer in `range` from the named stream.
    public mutating func next(in range: ClosedRange<Int64>, stream name: String) -> Int64 {
        var generator = generators[name] ?? Self.initialGenerator(seed: seed, stream: name)
        let value = generator.next(in: range)
        generators[name] = generator
        return value
    }
}
