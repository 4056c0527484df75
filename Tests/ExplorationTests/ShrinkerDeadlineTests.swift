import Replay
import Testing

@testable import Exploration

/// `explore --time-limit` bounds the whole command: shrinking a counterexample replays up to 400
/// timelines, which for a long scenario took many times the limit after the search had stopped.
@Suite("The exploration's time limit bounds shrinking too")
struct ShrinkerDeadlineTests {
    /// The classic's first failure, moved to its latest background window (12 s, option 3).
    func lateCandidate() throws -> (Shrinker, Candidate, CheckID) {
        let explored = try input(classic)
        let report = try Explorer.explore(explored, options: options())
        let failure = try #require(report.failures.first)
        var candidate = failure.best
        let window = try #require(candidate.path.firstIndex { $0.point.kind == .window })
        candidate.path[window].option = 3
        candidate.path[window].label = "12s"
        return (Shrinker(statics: StaticChoices(explored), maxDepth: 64), candidate, failure.check)
    }

    @Test("without a deadline the shrinker moves the window to its earliest failing time")
    func shrinksWithoutDeadline() throws {
        let (shrinker, candidate, check) = try lateCandidate()
        let shrunk = shrinker.shrink(candidate, check: check)
        #expect(shrunk.path.first { $0.point.kind == .window }?.option == 0)
    }

    @Test("past the deadline the shrinker keeps the timeline as found, replaying it once")
    func stopsAtDeadline() throws {
        var (shrinker, candidate, check) = try lateCandidate()
        shrinker.deadline = ContinuousClock.now - .seconds(1)
        let shrunk = shrinker.shrink(candidate, check: check)
        #expect(shrunk.path.map(\.option) == candidate.path.map(\.option))
    }
}
