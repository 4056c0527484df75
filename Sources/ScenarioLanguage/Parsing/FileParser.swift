import SimulationKit

/// The state of parsing one file: what has been read so far, and every error found.
///
/// Each line is parsed on its own; a fault stops that line only, so one run over the file reports
/// every error. Statements that depend on earlier lines (times, duplicates) consult the state here.
struct FileParser {
    let file: String
    let vocabulary: ScenarioVocabulary
    let limits: ScenarioLimits

    var errors: [ScenarioError] = []
    var header: [HeaderStatement] = []
    var timeline: [TimelineEntry] = []
    var end: EndStatement?
    /// The line of the first timed line; header statements may not follow it.
    var firstTimedLine: Int?
    /// The time and line of the latest timed line, which relative and untimed lines build on.
    var lastTime: SimInstant?
    var lastTimeLine = 0
    /// The first line of each statement that may appear once (by a key such as `seed` or `set fixInterval`).
    var firstLines: [String: Int] = [:]
    var sawStatement = false
    var firstLineBytes: ArraySlice<UInt8>?
    var endLineBytes: ArraySlice<UInt8>?

    /// The line being parsed, for locations and excerpts.
    var lineNumber = 0
    var lineBytes: ArraySlice<UInt8> = []

    /// The current line's text for an excerpt, made only when an error needs it.
    var lineText: String { SourceLines.text(of: lineBytes, maximumLineBytes: limits.maximumLineBytes) }

    /// The header keywords and `end` (which may stand anywhere), in the reference's order.
    static let headerKeywords: [String] = {
        var words = HeaderSyntax.keywords
        words.insert("end", at: words.firstIndex(of: "catches") ?? words.endIndex)
        return words
    }()
    static let expectationKeywords = ExpectationSyntax.keywords

    init(file: String, vocabulary: ScenarioVocabulary, limits: ScenarioLimits) {
        self.file = file
        self.vocabulary = vocabulary
        self.limits = limits
    }

    mutating func parse(_ bytes: [UInt8]) -> Result<Scenario, ScenarioErrors> {
        guard bytes.count <= limits.maximumFileBytes else {
            return .failure(ScenarioParser.tooLarge(file: file, length: bytes.count, limits: limits))
        }
        SourceLines.forEach(in: bytes, maximumLineBytes: limits.maximumLineBytes) { line in
            lineNumber = line.number
            lineBytes = line.bytes
            if firstLineBytes == nil { firstLineBytes = line.bytes }
            if let fault = line.fault {
                sawStatement = true
                record(fault)
            } else {
                do throws(LineError) {
                    let tokens = try LineLexer.tokenize(line.bytes)
                    if !tokens.isEmpty {
                        sawStatement = true
                        try parseLine(tokens)
                    }
                } catch {
                    sawStatement = true
                    record(error)
                }
            }
            return errors.count < limits.maximumErrors
        }
        let stopped = errors.count >= limits.maximumErrors
        if !stopped { finishFile() }
        if !errors.isEmpty {
            let ordered = errors.enumerated().sorted { a, b in
                (a.element.location.line, a.element.location.column, a.offset)
                    < (b.element.location.line, b.element.location.column, b.offset)
            }.map(\.element)
            return .failure(ScenarioErrors(ordered, stoppedAfter: stopped ? limits.maximumErrors : nil))
        }
        return .success(Scenario(file: file, header: header, timeline: timeline, end: end))
    }

    /// Checks that need the whole file (not made when the parser stopped at the error limit).
    private mutating func finishFile() {
        if !sawStatement {
            lineNumber = 1
            lineBytes = firstLineBytes ?? []
            errors.append(error(.emptyFile, column: 1))
            return
        }
        if let end, let lastTime, end.time < lastTime {
            lineNumber = end.location.line
            lineBytes = endLineBytes ?? []
            let problem = ScenarioProblem.endBeforeLastLine(end: end.time, last: lastTime, lastLine: lastTimeLine)
            errors.append(ScenarioError(problem: problem, location: end.location, lineText: lineText))
        }
        if errors.isEmpty, !timeline.contains(where: { $0.step != nil }) {
            lineNumber = 1
            lineBytes = firstLineBytes ?? []
            errors.append(error(.noSteps, column: 1))
        }
    }

    mutating func record(_ fault: LineError) {
        errors.append(error(fault.problem, column: fault.column, length: fault.length))
    }

    func error(_ problem: ScenarioProblem, column: Int, length: Int = 1) -> ScenarioError {
        ScenarioError(problem: problem, location: location(column), length: length, lineText: lineText)
    }

    func location(_ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: lineNumber, column: column)
    }

    /// Remembers the first line of a once-only statement, or faults on a second one.
    mutating func claim(_ key: String, display: String, at token: Token) throws(LineError) {
        if let first = firstLines[key] {
            throw LineError(.duplicate(display, firstLine: first), at: token)
        }
        firstLines[key] = lineNumber
    }

    /// Dispatches one line by its first token.
    private mutating func parseLine(_ tokens: [Token]) throws(LineError) {
        var cursor = TokenCursor(tokens)
        let first = tokens[0]
        guard first.kind == .word else {
            throw LineError(
                .unexpectedToken(first.spelling, expected: "a time, a step or a header statement"), at: first)
        }
        if Self.startsTime(first.text) {
            try parseTimedLine(&cursor)
            return
        }
        let keyword = first.text
        let timelineStarted = firstTimedLine != nil
        if keyword == "end" {
            _ = cursor.advance()
            try parseEnd(&cursor, keyword: first)
        } else if Self.expectationKeywords.contains(keyword) {
            let timing: Timing = lastTime == nil ? .untimed : .continued
            try appendEntry(&cursor, time: lastTime ?? .start, timing: timing)
        } else if timelineStarted, StepSyntax.keywords.contains(keyword), !Self.isHeaderOnly(tokens) {
            try appendEntry(&cursor, time: lastTime ?? .start, timing: .continued)
        } else if Self.headerKeywords.contains(keyword) {
            if let firstTimedLine {
                throw LineError(.headerAfterTimeline(keyword, firstTimedLine: firstTimedLine), at: first)
            }
            _ = cursor.advance()
            try parseHeader(&cursor, keyword: first)
        } else if StepSyntax.keywords.contains(keyword) {
            throw LineError(.stepWithoutTime(keyword), at: first)
        } else {
            let known = Self.headerKeywords + StepSyntax.keywords + Self.expectationKeywords
            try TokenCursor.check(first, .statement, known: known)
        }
    }

    /// `device motion-hardware …` and `device barometer …` are header-only even though `device` is a step.
    private static func isHeaderOnly(_ tokens: [Token]) -> Bool {
        guard tokens[0].isWord("device"), tokens.count > 1, let setting = DeviceSetting(rawValue: tokens[1].text) else {
            return false
        }
        return !setting.isStep
    }

    /// True when a word is meant as a time: it starts with a digit, `+`, `-` or `.`.
    static func startsTime(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return (0x30...0x39).contains(first) || first == 0x2B || first == 0x2D || first == 0x2E
    }

    /// `TIME ACTION`, `+D ACTION`, `A..B [step D] ACTION`.
    private mutating func parseTimedLine(_ cursor: inout TokenCursor) throws(LineError) {
        let token = cursor.advance()!
        let previous = lastTime ?? .start
        let time: SimInstant
        let timing: Timing
        let text = token.text
        if let (lowText, splitHigh) = text.splitAtRangeDots() {
            var highText = splitHigh
            var highToken = token
            var highOffset = lowText.unicodeScalars.count + 2
            if highText.isEmpty {
                highToken = try cursor.word("the end of the time window")
                highText = highToken.text
                highOffset = 0
            }
            let low = try instant(lowText, token: token, offset: 0, relativeTo: previous)
            let high = try instant(highText, token: highToken, offset: highOffset, relativeTo: previous)
            guard low <= high else {
                throw LineError(.emptyRange(low: lowText, high: highText), at: token)
            }
            var step: SimDuration?
            if cursor.skip(word: "step") {
                let stepToken = try cursor.word("a step such as 1s")
                let value = try duration(stepToken.text, token: stepToken)
                guard value > .zero else { throw LineError(.nonPositiveStep(stepToken.text), at: stepToken) }
                step = value
            }
            time = low
            timing = .window(end: high, step: step)
        } else if text.hasPrefix("+") {
            let span = try duration(String(text.dropFirst()), token: token, offset: 1)
            time = try instant(previous, plus: span, token: token)
            timing = .relative(span)
        } else {
            time = try instant(text, token: token, offset: 0, relativeTo: previous)
            timing = .absolute
        }
        if let lastTime, time < lastTime {
            throw LineError(.timeGoesBackwards(time: time, previous: lastTime, previousLine: lastTimeLine), at: token)
        }
        guard !cursor.isAtEnd else { throw cursor.missing("a step or an expectation") }
        // A valid time moves the clock even when the action after it is wrong, so the lines below are
        // checked against it and every error of the file shows in one pass.
        if firstTimedLine == nil { firstTimedLine = lineNumber }
        lastTime = time
        lastTimeLine = lineNumber
        try appendEntry(&cursor, time: time, timing: timing)
    }

    /// Parses the action at the cursor and appends it to the timeline.
    mutating func appendEntry(_ cursor: inout TokenCursor, time: SimInstant, timing: Timing) throws(LineError) {
        let first = try cursor.word("a step or an expectation")
        let action: Action
        if Self.expectationKeywords.contains(first.text) {
            action = .expectation(try parseExpectation(&cursor, keyword: first, lineTime: time))
        } else {
            action = .step(try parseStep(&cursor, keyword: first))
        }
        timeline.append(TimelineEntry(time: time, timing: timing, action: action, location: location(first.column)))
    }

    /// `end TIME`, anywhere in the file, once.
    private mutating func parseEnd(_ cursor: inout TokenCursor, keyword: Token) throws(LineError) {
        let token = try cursor.word("a time such as 40s")
        let time: SimInstant
        if token.text.hasPrefix("+") {
            let span = try duration(String(token.text.dropFirst()), token: token, offset: 1)
            time = try instant(lastTime ?? .start, plus: span, token: token)
        } else {
            time = try instant(token.text, token: token, offset: 0, relativeTo: .start)
        }
        try cursor.finish("end")
        try claim("end", display: "end", at: keyword)
        end = EndStatement(time: time, location: location(keyword.column))
        endLineBytes = lineBytes
    }
}
