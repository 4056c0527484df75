import LocationSystem
import Replay
import Testing

@Suite("RuleCounts: records counted per rule, or only marked as fired")
struct RuleCountsTests {
    @Test("counted records are named with their counts, in any order of adding")
    func counts() {
        var counts = RuleCounts()
        counts.add(.auth3)
        counts.add(.auth1, 2)
        counts.add(.auth3)
        #expect(counts.byName == ["AUTH-1": 2, "AUTH-3": 2])
        #expect(counts.rules == [.auth1, .auth3])
    }

    @Test("a rule only marked fired is listed, but not counted")
    func marks() {
        var counts = RuleCounts()
        counts.mark(.acc6)
        #expect(counts.byName.isEmpty)
        #expect(counts.rules == [.acc6])
        #expect(counts != RuleCounts())
    }

    @Test("adding another run's counts sums them and keeps its marks")
    func addOther() {
        var total = RuleCounts()
        var first = RuleCounts()
        first.add(.auth1, 3)
        var second = RuleCounts()
        second.add(.auth1)
        second.mark(.auth12)
        total.add(first)
        total.add(second)
        #expect(total.byName == ["AUTH-1": 4])
        #expect(total.rules == [.auth1, .auth12])
    }

    @Test("addOnce counts a timeline once per rule it fired, counted or marked")
    func addOnce() {
        var timelines = RuleCounts()
        var noisy = RuleCounts()
        noisy.add(.auth1, 7)
        noisy.mark(.auth3)
        var quiet = RuleCounts()
        quiet.mark(.auth3)
        timelines.addOnce(noisy)
        timelines.addOnce(quiet)
        timelines.addOnce(RuleCounts())
        #expect(timelines.byName == ["AUTH-1": 1, "AUTH-3": 2])
    }

    @Test("every rule of the catalog has a bit of its own")
    func catalogFits() {
        #expect(RuleID.allCases.count <= 128)
        var all = RuleCounts()
        for rule in RuleID.allCases { all.mark(rule) }
        #expect(all.rules == RuleID.allCases)
    }

    @Test("rules past the first 64 are marked, counted and counted once per timeline like the rest")
    func rulesPastSixtyFour() throws {
        let late = try #require(RuleID.allCases.first { $0.ordinal >= 64 })
        var run = RuleCounts()
        run.mark(late)
        #expect(run.rules == [late])
        var counted = RuleCounts()
        counted.add(late, 3)
        #expect(counted.byName == [late.rawValue: 3])
        var timelines = RuleCounts()
        timelines.addOnce(run)
        timelines.addOnce(counted)
        #expect(timelines.byName == [late.rawValue: 2])
    }

    @Test("equal when the same rules fired with the same counts, whatever else was allocated; hashes follow")
    func equality() {
        var counted = RuleCounts()
        counted.add(.auth1, 2)
        var same = RuleCounts()
        same.add(.auth1)
        same.add(.auth1)
        #expect(counted == same)
        #expect(counted.hashValue == same.hashValue)
        var more = same
        more.add(.auth1)
        #expect(more != counted, "another count of a rule that fired")
        var marked = RuleCounts()
        marked.mark(.auth1)
        #expect(marked != counted, "marked, not counted")
        var other = RuleCounts()
        other.add(.auth3, 2)
        #expect(other != counted, "another rule")
        // A rule counted zero times reads as one only marked: the same rules, names and counts.
        var zero = RuleCounts()
        zero.add(.auth1, 0)
        #expect(zero == marked && zero.byName == marked.byName && zero.rules == marked.rules)
        #expect(zero.hashValue == marked.hashValue)
    }
}
