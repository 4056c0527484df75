import Replay
import Testing

@testable import Exploration

/// The trail a search keeps its timelines' decisions in: forks share their parent's decisions, each
/// tip reads back its own path, and truncating drops only what was appended after the mark.
@Suite("The decision trail: shared paths of forked timelines")
struct DecisionTrailTests {
    static func decision(_ line: Int, _ option: Int) -> Decision {
        Decision(point: ChoicePoint(kind: .maybe, line: line, entry: line), option: option, label: "\(option)")
    }

    @Test("each tip reads its own path, first decision first, where forks share a prefix")
    func pathsOfForks() {
        var trail = DecisionTrail()
        let first = trail.append(Self.decision(1, 0), after: DecisionTrail.root)
        let left = trail.append(Self.decision(2, 0), after: first)
        let right = trail.append(Self.decision(2, 1), after: first)
        let deeper = trail.append(Self.decision(3, 1), after: left)
        #expect(trail.path(to: DecisionTrail.root).isEmpty)
        #expect(trail.path(to: first) == [Self.decision(1, 0)])
        #expect(trail.path(to: right) == [Self.decision(1, 0), Self.decision(2, 1)])
        #expect(trail.path(to: deeper) == [Self.decision(1, 0), Self.decision(2, 0), Self.decision(3, 1)])
    }

    @Test("truncating to a mark drops what came after it and keeps the paths before it")
    func truncateKeepsEarlierPaths() {
        var trail = DecisionTrail()
        let first = trail.append(Self.decision(1, 1), after: DecisionTrail.root)
        let mark = trail.count
        _ = trail.append(Self.decision(2, 0), after: first)
        _ = trail.append(Self.decision(2, 1), after: first)
        trail.truncate(to: mark)
        #expect(trail.count == mark)
        #expect(trail.path(to: first) == [Self.decision(1, 1)])
        let again = trail.append(Self.decision(4, 0), after: first)
        #expect(again == mark)
        #expect(trail.path(to: again) == [Self.decision(1, 1), Self.decision(4, 0)])
        trail.truncate(to: trail.count + 5)
        #expect(trail.count == mark + 1)
        trail.removeAll()
        #expect(trail.count == 0)
    }
}
