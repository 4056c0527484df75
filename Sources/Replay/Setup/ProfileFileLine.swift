/// One line of a profile file split into its words, each with its column, so an error points at the
/// word at fault (the value a parameter refuses, a word too many) rather than at the line's start.
///
/// ```swift
/// let line = ProfileFileLine("  allowOnceExpiry   18x   # fitted")
/// line.words.map(\.text)    // ["allowOnceExpiry", "18x"]
/// line.words.map(\.column)  // [3, 21]
/// ```
struct ProfileFileLine {
    /// A word and its 1-based column, counted in Unicode scalars as the excerpt under a message is.
    struct Word {
        var text: String
        var column: Int
    }

    /// The line, for the excerpt.
    let text: String
    /// The words before any `#` comment, split at spaces and tabs.
    let words: [Word]

    /// The line `text`, without its line break (``SourceLines/lines(of:)``).
    init(_ text: String) {
        self.text = text
        var words: [Word] = []
        var current = ""
        var start = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if scalar == "#" { break }
            if scalar == " " || scalar == "\t" {
                if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
                current = ""
                continue
            }
            if current.isEmpty { start = offset }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        self.words = words
    }
}
