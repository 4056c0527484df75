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
    let states = spelling.uiStates([zulu, alpha, 0], lines: lines)
    #expect(states == ["", "screen=Alpha", "screen=Zulu"])
    #expect(spelling.uiStates([alpha, 0, zulu], lines: lines) == states)
    #expect(spelling.uiStates([zulu], lines: lines) == ["screen=Zulu"])

    let pairs: Set<Int> = [zulu << 32 | alpha, 0 << 32 | zulu, alpha << 32 | zulu]
    let expected = [["", "screen=Zulu"], ["screen=Alpha", "screen=Zulu"], ["screen=Zulu", "screen=Alpha"]]
    #expect(spelling.transitions(pairs, lines: lines) == expected)
    #expect(spelling.transitions(pairs, lines: lines) == expected)
    #expect(spelling.transitions([0 << 32 | alpha], lines: lines) == [["", "screen=Alpha"]])
}

@Test("Rule counts are named as byName names them; other counts of the same rules get their own names")
func resultSpellingNamesRuleCounts() {
    var spelling = ResultSpelling()
    var once = RuleCounts()
    once.add(.auth1)
    once.add(.auth3, 2)
    #expect(spelling.rules(once) == ["AUTH-1": 1, "AUTH-3": 2])
    // Equal counts reached another way are one key: the memo answers with the same names.
    var again = RuleCounts()
    again.add(.auth3)
    again.add(.auth1)
    again.add(.auth3)
    #expect(again == once)
    #expect(again.hashValue == once.hashValue)
    #expect(spelling.rules(again) == ["AUTH-1": 1, "AUTH-3": 2])
    var more = once
    more.add(.auth3)
    #expect(more.hashValue != once.hashValue)
    #expect(spelling.rules(more) == ["AUTH-1": 1, "AUTH-3": 3])
    #expect(spelling.rules(RuleCounts()) == [:])
}
