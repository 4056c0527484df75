/// What a timeline line does: a step acts, an expectation checks.
public enum Action: Hashable, Sendable {
    /// Something the user, device or harness does.
    case step(Step)
    /// Something the run must show.
    case expectation(Expectation)
}
