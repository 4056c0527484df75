import SimulationKit
import Testing

@testable import LocationSystem

@Suite("Compact state")
struct CompactStateTests {
    @Test("A system event is plain data, so the queue copies it without reference counting")
    func systemEventIsPlainData() {
        #expect(_isPOD(SystemEvent.self))
        #expect(_isPOD(Reply.self))
    }

    @Test("A system stream draws exactly what the stream of its name draws")
    func systemStreamsMatchNamedStreams() {
        for seed: UInt64 in [0, 7, 2026] {
            var system = SystemRandom(seed: seed)
            var named = RandomStreams(seed: seed)
            for stream in [SystemStream.reply, .initialCallback, .reply, .reply, .initialCallback] {
                let range = SimDuration.milliseconds(2)...SimDuration.milliseconds(9)
                #expect(system.next(in: range, stream: stream) == named.next(in: range, stream: stream.name))
            }
        }
    }

    @Test("A handle table keeps handles sorted and compares like a dictionary")
    func handleTableIsCanonical() {
        var forward = HandleTable<LiveUpdatesState>()
        var backward = HandleTable<LiveUpdatesState>()
        for raw in [1, 3, 2] {
            forward[LiveUpdatesID(raw)] = LiveUpdatesState(id: LiveUpdatesID(raw), stillSince: .start)
        }
        for raw in [3, 2, 1, 4] {
            backward[LiveUpdatesID(raw)] = LiveUpdatesState(id: LiveUpdatesID(raw), stillSince: .start)
        }
        #expect(backward.keys.map(\.rawValue) == [1, 2, 3, 4])
        #expect(forward != backward)
        #expect(backward.removeValue(forKey: LiveUpdatesID(4)) != nil)
        #expect(backward.removeValue(forKey: LiveUpdatesID(4)) == nil)
        #expect(forward == backward)
        backward[LiveUpdatesID(2)] = nil
        #expect(backward.keys.map(\.rawValue) == [1, 3])
        #expect(backward[LiveUpdatesID(2)] == nil && backward[LiveUpdatesID(3)] != nil)
    }
}
