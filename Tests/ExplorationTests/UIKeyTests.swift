import AppModels
import Testing

@testable import Exploration

@Test("UIs of one shape but different words are different keys; equal UIs are one key")
func uiKeysTellWordsApart() {
    let run = [StateEntry("screen", .text("Run")), StateEntry("step", .text("proceed"))]
    let map = [StateEntry("screen", .text("Map")), StateEntry("step", .text("proceed"))]
    // Same shape: the hash alone cannot tell them apart, equality must.
    #expect(UIKey(run).hashValue == UIKey(map).hashValue)
    #expect(UIKey(run) != UIKey(map))
    #expect(UIKey(run) == UIKey(run.map { $0 }))
    let table = [UIKey(run): 1, UIKey(map): 2]
    #expect(table[UIKey(run)] == 1)
    #expect(table[UIKey(map)] == 2)
}
