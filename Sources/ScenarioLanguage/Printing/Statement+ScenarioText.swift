extension Step {
    /// The step as a scenario line writes it (`alert "Allow Once"`), for traces and counterexamples.
    public var scenarioText: String { Scenario.text(of: self) }
}

extension Expectation {
    /// The expectation as a scenario line writes it, for verdicts in traces and reports.
    public var scenarioText: String { Scenario.text(of: self) }
}
