import Vocabulary

/// Reads the arguments of one `call`, place by place: the places an API needs, then those it may
/// have. Each place reports a wrong word at its column with what it expected.
struct CallArgumentReader {
    var cursor: TokenCursor
    /// The file's parser, for the value grammars it owns (positions, distances).
    let parser: FileParser

    /// A required `LAT,LON`.
    mutating func coordinate() throws(LineError) -> Coordinate {
        try parser.coordinate(&cursor)
    }

    /// A required distance (`100m`, `1.5km`), in metres.
    mutating func distance(_ what: String) throws(LineError) -> ExactDecimal {
        let token = try cursor.word("\(what), a distance such as 100m")
        guard case .distance(let meters) = try parser.quantity(token, kind: .distance, parameter: what) else {
            throw LineError(.badDistance(token.text, suggestion: nil), at: token)
        }
        return meters
    }

    /// The next token for a place, checked not to be a symbol; nil when the line ends at an optional one.
    private mutating func next(_ expected: String, required: Bool) throws(LineError) -> Token? {
        guard let token = cursor.peek() else {
            if required { throw cursor.missing(expected) }
            return nil
        }
        _ = cursor.advance()
        guard token.kind != .symbol else {
            throw LineError(.unexpectedToken(token.spelling, expected: expected), at: token)
        }
        return token
    }

    /// One of a fixed set of words, required or optional.
    private mutating func word(among words: [String], required: Bool) throws(LineError) -> String? {
        let expected = words.map { "\"\($0)\"" }.joined(separator: " or ")
        guard let token = try next(expected, required: required) else { return nil }
        guard words.contains(token.text) else {
            throw LineError(
                .unexpectedWord(
                    token.text, expected: words, suggestion: Suggestion.nearest(to: token.text, among: words)),
                at: token)
        }
        return token.text
    }

    /// A required word naming a case of `Choice` (`best`, `pedometer`).
    mutating func oneOf<Choice: RawRepresentable & CaseIterable>() throws(LineError) -> Choice
    where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let word = try word(among: names, required: true) ?? ""
        guard let choice = Choice(rawValue: word) else { throw cursor.missing(names.joined(separator: " or ")) }
        return choice
    }

    /// An optional word naming a case of `Choice`.
    mutating func optionalOneOf<Choice: RawRepresentable & CaseIterable>() throws(LineError) -> Choice?
    where Choice.RawValue == String {
        try word(among: Choice.allCases.map(\.rawValue), required: false).flatMap(Choice.init(rawValue:))
    }

    /// A required `true` or `false`.
    mutating func flag() throws(LineError) -> Bool {
        try word(among: ["true", "false"], required: true) == "true"
    }

    /// `UNAuthorizationOptions` as words to the end of the line (`alert sound provisional`), each
    /// once; none is the empty set, as Apple's default argument is.
    mutating func notificationOptions() throws(LineError) -> NotificationOptions {
        var options: NotificationOptions = []
        while let token = cursor.peek() {
            let word = try word(among: NotificationOptions.names, required: true) ?? ""
            let option = NotificationOptions(name: word) ?? []
            if options.contains(option) { throw LineError(.duplicate(word, firstLine: parser.lineNumber), at: token) }
            options.insert(option)
        }
        return options
    }

    /// A required free word, described for messages (a purpose key).
    mutating func word(_ what: String) throws(LineError) -> String {
        try next(what, required: true)?.text ?? ""
    }

    /// An optional handle: its letter (which may be left out) and digits.
    mutating func handle(_ letter: String, _ what: String) throws(LineError) -> Call.Handle? {
        let expected = "\(what) such as \(letter)1"
        guard let token = try next(expected, required: false) else { return nil }
        let digits = token.text.hasPrefix(letter) ? token.text.dropFirst(letter.count) : Substring(token.text)
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else {
            throw LineError(.unexpectedToken(token.text, expected: expected), at: token)
        }
        return Call.Handle(token.text, letter: letter)
    }
}
