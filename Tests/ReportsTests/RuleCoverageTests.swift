import LocationSystem
import Reports
import Testing

@Suite("Rule coverage across runs")
struct RuleCoverageTests {
    let coverage = RuleCoverage(
        rulesFired: [["AUTH-1": 1, "AUTH-3": 3], ["AUTH-1": 1, "X-9": 2]], catalog: ["AUTH-1", "AUTH-2", "AUTH-3"])

    @Test("exercised rules with counts, never-exercised ones, unknown rules kept")
    func lists() {
        #expect(coverage.exercised.map(\.rule) == ["AUTH-1", "AUTH-3", "X-9"])
        #expect(coverage.neverExercised == ["AUTH-2"])
        #expect(
            coverage.text == """
                rule coverage over 2 runs: 2 of 3 rules exercised, 1 never

                exercised (records, runs):
                  AUTH-1  2 in 2 runs
                  AUTH-3  3 in 1 run
                  X-9     2 in 1 run  (not in the catalog)

                never exercised:
                  AUTH-2

                """)
    }

    @Test("JSON Lines: one object a rule, keys sorted, catalog order")
    func jsonLines() {
        #expect(
            coverage.jsonLines == """
                {"count":2,"exercised":true,"inCatalog":true,"kind":"coverage","rule":"AUTH-1","runs":2}
                {"count":0,"exercised":false,"inCatalog":true,"kind":"coverage","rule":"AUTH-2","runs":0}
                {"count":3,"exercised":true,"inCatalog":true,"kind":"coverage","rule":"AUTH-3","runs":1}
                {"count":2,"exercised":true,"inCatalog":false,"kind":"coverage","rule":"X-9","runs":1}

                """)
    }

    @Test("the default catalog is LocationSystem's, in its order")
    func defaultCatalog() throws {
        let run = try playScenario(allowOnceScenario)
        let coverage = RuleCoverage(rulesFired: [run.outcome.rulesFired])
        #expect(coverage.entries.count == RuleID.allCases.count)
        #expect(coverage.exercised.map(\.rule) == ["AUTH-1", "AUTH-2", "AUTH-3", "LIFE-2", "LIFE-4"])
        #expect(coverage.neverExercised.count == RuleID.allCases.count - 5)
    }
}
