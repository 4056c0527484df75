import AppModels
import LocationSystem
import Replay
import Testing

@testable import Exploration

@Test("A unit's UI lines and transitions are spelled in text order, and a repeated set gets the same lists")
func resultSpellingOrdersByTextAndRepeats() {
    let lines = UILines()
    // Numbered in the order met, which is not the order of their text.
    let zulu = lines.number(of: UIKey([StateEntry("screen", .text("Zulu"))]))
    let alpha = lines.number(of: UIKey([StateEntry("screen", .text("Alpha"))]))
    var spelling = ResultSpelling()
    // A unit passes its numbers ascending (SortedNumbers).
    let states = spelling.uiStates([zulu, alpha, 0].sorted(), lines: lines)
    #expect(states == ["", "screen=Alpha", "screen=Zulu"])
    let again = spelling.uiStates([alpha, 0, zulu].sorted(), lines: lines)
    #expect(again == states)
    // The repeat is the memo's own list, not one spelled again.
    #expect(again.withUnsafeBufferPointer { $0.baseAddress } == states.withUnsafeBufferPointer { $0.baseAddress })
    #expect(spelling.uiStates([zulu], lines: lines) == ["screen=Zulu"])
    // Found again after another set came between: from the table, not only as the last one.
    let later = spelling.uiStates([0, alpha, zulu].sorted(), lines: lines)
    #expect(later.withUnsafeBufferPointer { $0.baseAddress } == states.withUnsafeBufferPointer { $0.baseAddress })

    let pairs = [zulu << 32 | alpha, 0 << 32 | zulu, alpha << 32 | zulu].sorted()
    let expected = [["", "screen=Zulu"], ["screen=Alpha", "screen=Zulu"], ["screen=Zulu", "screen=Alpha"]]
    let transitions = spelling.transitions(pairs, lines: lines)
    #expect(transitions == expected)
    let repeated = spelling.transitions(pairs, lines: lines)
    #expect(repeated == expected)
    #expect(
        repeated.withUnsafeBufferPointer { $0.baseAddress }
            == transitions.withUnsafeBufferPointer { $0.baseAddress })
    #expect(spelling.transitions([0 << 32 | alpha], lines: lines) == [["", "screen=Alpha"]])
}

@Test("Rule counts are named as byName names them; other counts of the same rules get their own names")
func resultSpellingNamesRuleCounts() {
    var spelling = ResultSpelling()
    var once = RuleCounts()
    once.add(.auth1)
    once.add(.auth3, 2)
    #expect(spelling.rules(once) == once.byName)
    #expect(once.byName == ["AUTH-1": 1, "AUTH-3": 2])
    // Equal counts reached another way are one key: the memo answers with the same names.
    var again = RuleCounts()
    again.add(.auth3)
    again.add(.auth1)
    again.add(.auth3)
    #expect(again == once)
    #expect(again.hashValue == once.hashValue)
    #expect(spelling.rules(again) == again.byName)
    var more = once
    more.add(.auth3)
    #expect(more != once)
    #expect(spelling.rules(more) == more.byName)
    #expect(spelling.rules(more) == ["AUTH-1": 1, "AUTH-3": 3])
    // A rule only marked (an exploring run's way) hashes and is named like byName: left out.
    var marked = RuleCounts()
    marked.mark(.auth2)
    #expect(marked != RuleCounts())
    #expect(spelling.rules(marked) == marked.byName)
    #expect(spelling.rules(RuleCounts()) == [:])
}
