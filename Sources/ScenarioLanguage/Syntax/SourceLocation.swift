/// Where a statement or a fault was written: `file:line:column`, the coordinates every error and every
/// trace line points back to.
///
/// Lines and columns count from 1; a column counts Unicode scalars, so a caret printed under the
/// line lands under the right character whatever the bytes.
///
/// ```swift
/// let where = SourceLocation(file: "Scenarios/x.scenario", line: 12, column: 9)
/// print(where)  // "Scenarios/x.scenario:12:9"
/// ```
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file name as the caller passed it to the parser.
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column in Unicode scalars, counting from 1.
    public var column: Int

    /// A location, for statements a tool builds by hand.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The compiler-style spelling editors and terminals understand: `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// File order: by file name, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
