/// The arguments of `call API …`, checked when the file is read so a wrong one is a bad scenario
/// (exit 65, at its column) rather than a run that stops half-way.
extension FileParser {
    /// One argument place of a call.
    enum CallSlot {
        /// One of these words.
        case oneOf([String])
        /// A handle the app got from the system (`m1`, `s2`, `u1`, `b1`): its letter and what it is.
        case handle(String, String)
        /// Any word, described for messages (a purpose key).
        case word(String)

        var expected: String {
            switch self {
            case .oneOf(let words): return words.map { "\"\($0)\"" }.joined(separator: " or ")
            case .handle(let letter, let what): return "\(what) such as \(letter)1"
            case .word(let what): return what
            }
        }
    }

    /// What each call takes: the places it needs, then the ones it may have.
    static let callSignatures: [String: (required: [CallSlot], optional: [CallSlot])] = [
        "createManager": ([], []),
        "requestWhenInUseAuthorization": ([], [.handle("m", "a manager")]),
        "requestAlwaysAuthorization": ([], [.handle("m", "a manager")]),
        "requestTemporaryFullAccuracy": ([.word("a purpose key such as RunRoute")], [.handle("m", "a manager")]),
        "startUpdatingLocation": ([], [.handle("m", "a manager")]),
        "stopUpdatingLocation": ([], [.handle("m", "a manager")]),
        "desiredAccuracy": ([.oneOf(["best", "reduced"])], [.handle("m", "a manager")]),
        "allowsBackgroundLocationUpdates": ([.oneOf(["true", "false"])], [.handle("m", "a manager")]),
        "startBackgroundActivitySession": ([], []),
        "stopBackgroundActivitySession": ([], [.handle("b", "an activity session")]),
        "startServiceSession": ([], [.oneOf(["whenInUse", "always"])]),
        "endServiceSession": ([], [.handle("s", "a service session")]),
        "startLiveUpdates": ([], []),
        "stopLiveUpdates": ([], [.handle("u", "a live-updates sequence")]),
        "queryMotion": ([.oneOf(["pedometer", "activity", "altimeter", "headphone"])], []),
    ]

    /// Reads and checks the arguments of `call api`; a call the table does not know takes any words.
    func callArguments(_ cursor: inout TokenCursor, api: Token) throws(LineFault) -> [String] {
        guard let signature = Self.callSignatures[api.text] else { return try arguments(&cursor) }
        var result: [String] = []
        for (index, slot) in (signature.required + signature.optional).enumerated() {
            guard let token = cursor.peek() else {
                if index < signature.required.count {
                    throw cursor.missing(slot.expected)
                }
                break
            }
            _ = cursor.advance()
            guard token.kind != .symbol else {
                throw LineFault(.unexpectedToken(token.spelling, expected: slot.expected), at: token)
            }
            switch slot {
            case .oneOf(let words) where !words.contains(token.text):
                throw LineFault(
                    .unexpectedWord(
                        token.text, expected: words, suggestion: Suggestion.nearest(to: token.text, among: words)),
                    at: token)
            case .handle(let letter, _):
                let digits = token.text.hasPrefix(letter) ? token.text.dropFirst(letter.count) : Substring(token.text)
                guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else {
                    throw LineFault(.unexpectedToken(token.text, expected: slot.expected), at: token)
                }
            default:
                break
            }
            result.append(token.text)
        }
        if let extra = cursor.peek() {
            throw LineFault(.trailingGarbage(extra.spelling, statement: "call \(api.text)"), at: extra)
        }
        return result
    }
}
