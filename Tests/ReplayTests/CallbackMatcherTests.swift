import LocationSystem
import ScenarioLanguage
import Testing
import Vocabulary

@testable import Replay

/// One callback of every kind and shape: single and several fixes, live updates with and without a
/// fix, flags set and clear, completions with and without an error.
let sampleCallbacks: [TraceCallback] = {
    let manager = ManagerID(1)
    let fix = Fix(
        coordinate: .westminsterBridge, horizontalAccuracy_dm: 54_118, speed_cmps: Fix.invalid, course_cdeg: 27_050,
        timestamp: .start)
    var flags = DiagnosticFlags()
    flags.authorizationDenied = true
    flags.accuracyLimited = true
    let events: [AppEvent] = [
        .authorization(manager, status: .denied, fullAccuracy: false), .failure(manager, code: 1),
        .locations(manager, [fix]), .locations(manager, [fix, fix]), .locations(manager, []),
        .liveUpdate(LiveUpdatesID(1), flags: flags, fix: fix), .liveUpdate(LiveUpdatesID(2), flags: flags, fix: nil),
        .diagnostic(SessionID(1), flags: DiagnosticFlags()), .diagnostic(SessionID(2), flags: flags),
        .fullAccuracyResult(manager, errorCode: nil), .fullAccuracyResult(manager, errorCode: 18),
        .motionResult(.activity, errorCode: 104), .motionResult(.pedometer, errorCode: nil),
    ]
    return events.map { TraceCallback($0, foreground: false)! }
}()

/// The value an expectation would write for a field's value.
func expectationValue(_ value: CallbackFieldValue) -> Value {
    switch value {
    case .int(let number): return .integer(number)
    case .decimal(let decimal): return .decimal(decimal)
    case .bool(let flag): return .bool(flag)
    case .text(let text): return .word(text)
    case .none: return .word("none")
    }
}

@Suite("Callback expectations match typed callbacks")
struct CallbackMatcherTests {
    @Test("the accessor table has exactly the fields the scenario language accepts")
    func tableCoversTheVocabulary() {
        #expect(
            Set(CallbackFieldName.allCases.map(\.rawValue)) == Set(ScenarioVocabulary.standard.callbackFields))
        #expect(Set(CallbackKind.allCases.map(\.rawValue)) == Set(ScenarioVocabulary.standard.callbackKinds))
    }

    @Test("each accessor reads what the trace writes under the same name, or nothing where it writes nothing")
    func accessorsAgreeWithTheWrittenFields() {
        for callback in sampleCallbacks {
            let written = callback.fields
            for name in CallbackFieldName.allCases {
                let read = name.value(in: callback)
                let expected: CallbackFieldValue? =
                    switch written[name.rawValue] {
                    case .int(let number)?: .int(number)
                    case .decimal(let text)?: ExactDecimal(parsing: text).map { .decimal($0) }
                    case .bool(let flag)?: .bool(flag)
                    case .string(let text)?: .text(text)
                    case .null?: CallbackFieldValue.none
                    default: nil
                    }
                #expect(read == expected, "\(name) of \(callback.event)")
            }
        }
    }

    @Test("a filter on a field the callback's kind does not have never matches, whatever its value")
    func absentFieldNeverMatches() {
        let values: [Value] = [
            .integer(0), .bool(false), .bool(true), .word("none"), .decimal(ExactDecimal(parsing: "0")!),
        ]
        for callback in sampleCallbacks {
            for name in CallbackFieldName.allCases where name.value(in: callback) == nil {
                for value in values {
                    let matcher = CallbackMatcher(kind: nil, fields: [CallbackField(name: name.rawValue, value: value)])
                    #expect(!matcher.matches(callback), "\(name)=\(value) on \(callback.event)")
                }
            }
        }
    }

    @Test("a filter on a field the callback has matches its own value, under its kind and no other")
    func presentFieldMatchesItsValue() {
        for callback in sampleCallbacks {
            for name in CallbackFieldName.allCases {
                guard let value = name.value(in: callback) else { continue }
                let field = CallbackField(name: name.rawValue, value: expectationValue(value))
                #expect(CallbackMatcher(kind: callback.kind.rawValue, fields: [field]).matches(callback))
                for other in CallbackKind.allCases where other != callback.kind {
                    #expect(!CallbackMatcher(kind: other.rawValue, fields: [field]).matches(callback))
                }
            }
        }
    }

    @Test("a status filter matches the raw status and the status's name; an unknown kind or field matches nothing")
    func statusAndUnknownNames() throws {
        let denied = try #require(sampleCallbacks.first { $0.kind == .authorization })
        #expect(
            CallbackMatcher(kind: "authorization", fields: [.init(name: "status", value: .integer(2))]).matches(denied))
        #expect(
            CallbackMatcher(kind: "authorization", fields: [.init(name: "status", value: .status(.denied))]).matches(
                denied))
        #expect(
            !CallbackMatcher(kind: "authorization", fields: [.init(name: "status", value: .integer(4))]).matches(denied)
        )
        #expect(!CallbackMatcher(kind: "heartbeat", fields: []).matches(denied))
        #expect(!CallbackMatcher(kind: nil, fields: [.init(name: "altitude", value: .integer(0))]).matches(denied))
    }
}
