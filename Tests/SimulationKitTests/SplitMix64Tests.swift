import Testing

@testable import SimulationKit

@Suite("SplitMix64 and named random streams")
struct SplitMix64Tests {
    @Test(
        "the first outputs are pinned (they match ../shared/bench/splitmix.py)",
        arguments: [
            (0, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC]),
            (2026, [0xDB9C_5598_9194_8D23, 0x78BC_927D_ED35_455D, 0xAAD7_1E75_CDE2_B88E, 0x6280_938A_D5A1_04F2]),
        ] as [(UInt64, [UInt64])])
    func pinnedOutputs(seed: UInt64, outputs: [UInt64]) {
        var random = SplitMix64(seed: seed)
        #expect((0..<4).map { _ in random.next() } == outputs)
    }

    @Test("bounded draws stay in range and reach both ends")
    func boundedDraws() {
        var random = SplitMix64(seed: 7)
        var seen = Set<Int64>()
        for _ in 0..<10_000 {
            let value = random.next(in: 2_000...2_009)
            #expect((2_000...2_009).contains(value))
            seen.insert(value)
        }
        #expect(seen.count == 10)
        let delay = random.next(in: SimDuration.milliseconds(2)...SimDuration.milliseconds(9))
        #expect(delay >= .milliseconds(2) && delay <= .milliseconds(9))
        let first = random.next(in: Int64.min...Int64.max)
        let second = random.next(in: Int64.min...Int64.max)
        #expect(first != second)
    }

    @Test("using one stream more does not shift another stream's numbers")
    func streamsAreIndependent() {
        var quiet = RandomStreams(seed: 2026)
        var busy = RandomStreams(seed: 2026)
        for _ in 0..<100 { _ = busy.next(stream: "snapping") }
        let fromQuiet = (0..<5).map { _ in quiet.next(stream: "callbackJitter") }
        let fromBusy = (0..<5).map { _ in busy.next(stream: "callbackJitter") }
        #expect(fromQuiet == fromBusy)
        var other = RandomStreams(seed: 2027)
        let fromOther = (0..<5).map { _ in other.next(stream: "callbackJitter") }
        #expect(fromOther != fromQuiet)
    }

    @Test("different stream names give different numbers for one seed")
    func namesSeparateStreams() {
        var streams = RandomStreams(seed: 0)
        let a = streams.next(stream: "a")
        let b = streams.next(stream: "b")
        #expect(a != b)
        #expect(
            RandomStreams.initialGenerator(seed: 0, stream: "callbackJitter")
                == RandomStreams.initialGenerator(seed: 0, stream: "callbackJitter"))
    }

    @Test("a stream's name hash is FNV-1a, and a generator from the hash is the generator from the name")
    func nameHashIsFNV1a() {
        // The published FNV-1a 64 values: the offset basis for no bytes, and "a".
        #expect(RandomStreams.nameHash("") == 0xCBF2_9CE4_8422_2325)
        #expect(RandomStreams.nameHash("a") == 0xAF63_DC4C_8601_EC8C)
        for name in ["initialCallback", "reply", "snappingGrid"] {
            #expect(
                RandomStreams.initialGenerator(seed: 7, nameHash: RandomStreams.nameHash(name))
                    == RandomStreams.initialGenerator(seed: 7, stream: name))
        }
    }
}
