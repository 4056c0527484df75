import ScenarioLanguage
import SimulationKit

/// A scenario's expectation lines as a run's checks watch them, resolved once and never changed:
/// the `always` and untimed lines checked after every event, the callback lines, the `eventually`
/// lines and the lines checked at their time, each with its text spelled once.
///
/// A class, so every run of a prepared scenario — and every fork of one — holds one reference to
/// them: the ``ExpectationTracker`` beside it keeps only what a run changes (verdicts and flags),
/// which is all that forking copies and deduplication hashes.
final class ExpectationLines: Sendable, Equatable {
    /// An expectation checked after every event until it first fails.
    struct Continuous: Hashable, Sendable {
        /// Where the line is written.
        let location: SourceLocation
        let expectation: Expectation
        /// The line's text, spelled once: every verdict quotes it.
        let text: String
        /// The expectation's state expression, nil for an alert line: read after each event that
        /// changes what the checks read, where taking it out of the expectation copied the whole.
        let expression: Expression?

        init(location: SourceLocation, expectation: Expectation, text: String) {
            self.location = location
            self.expectation = expectation
            self.text = text
            switch expectation {
            case .state(let expression), .always(let expression), .alwaysSettled(let expression):
                self.expression = expression
            default:
                expression = nil
            }
        }
    }

    /// A line checked once at its time.
    struct TimedCheck: Hashable, Sendable {
        /// Where the line is written.
        let location: SourceLocation
        /// When it is checked.
        let time: SimInstant
        let text: String
    }

    /// A callback form, watching callbacks as they arrive.
    struct CallbackWatch: Hashable, Sendable {
        /// Where the line is written.
        let location: SourceLocation
        /// The line's time, where its window starts unless it says otherwise.
        let time: SimInstant
        let matcher: CallbackMatcher
        let bounds: ClosedRange<SimInstant>?
        let negative: Bool
        let text: String

        init(
            location: SourceLocation, time: SimInstant, kind: String?, fields: [CallbackField], window: CallbackWindow?,
            negative: Bool = false, text: String
        ) {
            self.location = location
            self.time = time
            matcher = CallbackMatcher(kind: kind, fields: fields)
            bounds = CallbackMatcher.bounds(window, lineTime: time)
            self.negative = negative
            self.text = text
        }
    }

    /// An `eventually EXPR by T`.
    struct Eventuality: Hashable, Sendable {
        /// Where the line is written.
        let location: SourceLocation
        let expression: Expression
        let deadline: SimInstant
        let text: String
    }

    let continuous: [Continuous]
    let watches: [CallbackWatch]
    let eventualities: [Eventuality]
    /// The timed lines checked once at their time, with their text: a run that stops before one
    /// reports it as not reached.
    let checkedAtTime: [TimedCheck]
    let modelLocation: SourceLocation
    /// Whether a line checked after every event reads the alert's words (an untimed `expect alert`).
    let readsAlertText: Bool
    /// Whether an `always settled` line reads whether a callback to the app is due.
    let readsCallbackDue: Bool

    /// The lines of `scenario`; `texts` holds each timeline entry's expectation as written.
    init(scenario: Scenario, texts: [String?], modelLocation: SourceLocation) {
        self.modelLocation = modelLocation
        var continuous: [Continuous] = []
        var watches: [CallbackWatch] = []
        var eventualities: [Eventuality] = []
        var checkedAtTime: [TimedCheck] = []
        var readsAlertText = false
        var readsCallbackDue = false
        // Each entry read where it lies: the lines keep only where and when it is.
        let timeline = scenario.timeline
        for index in timeline.indices {
            guard case .expectation(let expectation) = timeline[index].action else { continue }
            let location = timeline[index].location
            let time = timeline[index].time
            let text = texts[index] ?? expectation.scenarioText
            switch expectation {
            case .state, .alert, .noAlert:
                if timeline[index].timing != .untimed {
                    checkedAtTime.append(TimedCheck(location: location, time: time, text: text))
                } else {
                    if case .alert = expectation { readsAlertText = true }
                    continuous.append(Continuous(location: location, expectation: expectation, text: text))
                }
            case .always:
                continuous.append(Continuous(location: location, expectation: expectation, text: text))
            case .alwaysSettled:
                readsCallbackDue = true
                continuous.append(Continuous(location: location, expectation: expectation, text: text))
            case .callback(let kind, let fields, let window):
                watches.append(
                    CallbackWatch(
                        location: location, time: time, kind: kind, fields: fields, window: window, text: text))
            case .noCallback(let kind, let fields, let window):
                watches.append(
                    CallbackWatch(
                        location: location, time: time, kind: kind, fields: fields, window: window, negative: true,
                        text: text))
            case .eventually(let expression, let deadline):
                eventualities.append(
                    Eventuality(location: location, expression: expression, deadline: deadline, text: text))
            }
        }
        self.continuous = continuous
        self.watches = watches
        self.eventualities = eventualities
        self.checkedAtTime = checkedAtTime
        self.readsAlertText = readsAlertText
        self.readsCallbackDue = readsCallbackDue
    }

    /// The same object, or lines equal in everything (two preparations of one combination).
    static func == (lhs: ExpectationLines, rhs: ExpectationLines) -> Bool {
        lhs === rhs
            || (lhs.continuous == rhs.continuous && lhs.watches == rhs.watches
                && lhs.eventualities == rhs.eventualities && lhs.checkedAtTime == rhs.checkedAtTime
                && lhs.modelLocation == rhs.modelLocation)
    }
}
