/// A problem found inside one line, with its column span; the file parser adds the file and line.
struct LineError: Error, Equatable, Sendable {
    var problem: ScenarioProblem
    var column: Int
    var length: Int

    init(_ problem: ScenarioProblem, column: Int, length: Int = 1) {
        self.problem = problem
        self.column = column
        self.length = max(1, length)
    }

    init(_ problem: ScenarioProblem, at token: Token) {
        self.init(problem, column: token.column, length: token.length)
    }
}
