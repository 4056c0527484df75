import Testing

@testable import ScenarioLanguage

/// One bad file and its whole rendered diagnosis, pinned character for character.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    let input: String
    let expected: String

    init(_ input: String, _ expected: String) {
        self.input = input
        self.expected = expected
    }

    var testDescription: String { input.split(separator: "\n").last.map(String.init) ?? input }
}

/// Every kind of mistake a person makes in a scenario, with the exact message they will read.
@Suite struct ErrorMessageTests {
    static let cases: [ErrorCase] = [
        ErrorCase(
            "0s launch\n1s walk 90 1m in 0s\n",
            #"""
            x.scenario:2:18: error: the walk's duration 0s must be greater than zero, such as 6min
                2 | 1s walk 90 1m in 0s
                  |                  ^~

            """#),
        ErrorCase(
            "0s launch\n10s     backgorund\n",
            #"""
            x.scenario:2:9: error: unknown step "backgorund"; did you mean "background"?
                2 | 10s     backgorund
                  |         ^~~~~~~~~~

            """#),
        ErrorCase(
            "sede 7\n0s launch\n",
            #"""
            x.scenario:1:1: error: unknown statement "sede"; did you mean "seed"?
                1 | sede 7
                  | ^~~~

            """#),
        ErrorCase(
            "0s launch\n1s tap \"Start run\n",
            #"""
            x.scenario:2:8: error: unterminated string; expected a closing " on the same line
                2 | 1s tap "Start run
                  |        ^~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n8.7sec alert \"Allow Once\"\n",
            #"""
            x.scenario:2:4: error: bad time: unknown time unit "sec" in "8.7sec"; did you mean "s"? (units: us, ms\#
            , s, min or h)
                2 | 8.7sec alert "Allow Once"
                  |    ^~~

            """#),
        ErrorCase(
            "0s launch\n8.7 background\n",
            #"""
            x.scenario:2:4: error: bad time: time "8.7" has no unit; write 8.7s or 8.7ms (units: us, ms, s, min or h\#
            )
                2 | 8.7 background
                  |    ^

            """#),
        ErrorCase(
            "0s launch\n8.s background\n",
            #"""
            x.scenario:2:3: error: bad time: expected digits after the decimal point in "8.s"
                2 | 8.s background
                  |   ^

            """#),
        ErrorCase(
            "0s launch\n0.5us background\n",
            #"""
            x.scenario:2:1: error: bad time: time "0.5us" is finer than one microsecond, the simulator's resolution
                2 | 0.5us background
                  | ^~~~~

            """#),
        ErrorCase(
            "model authorizaton\n0s launch\n",
            #"""
            x.scenario:1:7: error: unknown model "authorizaton"; did you mean "authorization"?
                1 | model authorizaton
                  |       ^~~~~~~~~~~~

            """#),
        ErrorCase(
            "model authorization colour=red\n0s launch\n",
            #"""
            x.scenario:1:21: error: unknown option "colour" for model "authorization"; none are known here
                1 | model authorization colour=red
                  |                     ^~~~~~

            """#),
        ErrorCase(
            "profile ios26-simulator\n0s launch\n",
            #"""
            x.scenario:1:9: error: unknown profile "ios26-simulator"; did you mean "ios27-simulator"?
                1 | profile ios26-simulator
                  |         ^~~~~~~~~~~~~~~

            """#),
        ErrorCase(
            "set allowOnceExpry 17s\n0s launch\n",
            #"""
            x.scenario:1:5: error: unknown parameter "allowOnceExpry"; did you mean "allowOnceExpiry"?
                1 | set allowOnceExpry 17s
                  |     ^~~~~~~~~~~~~~

            """#),
        ErrorCase(
            "set allowOnceExpiry 5m\n0s launch\n",
            #"""
            x.scenario:1:21: error: parameter "allowOnceExpiry" takes a time such as 17s, found "5m"
                1 | set allowOnceExpiry 5m
                  |                     ^~

            """#),
        ErrorCase(
            "set initialCallbackDelay 9ms..2ms\n0s launch\n",
            #"""
            x.scenario:1:26: error: range 9ms..2ms is empty; write the smaller bound first
                1 | set initialCallbackDelay 9ms..2ms
                  |                          ^~~~~~~~

            """#),
        ErrorCase(
            "set approximateAccuracy 5411.8mi\n0s launch\n",
            #"""
            x.scenario:1:25: error: expected a distance such as 500m or 2km, found "5411.8mi"; did you mean "5411.8m\#
            "?
                1 | set approximateAccuracy 5411.8mi
                  |                         ^~~~~~~~

            """#),
        ErrorCase(
            "set snappingCell 1.23456m\n0s launch\n",
            #"""
            x.scenario:1:18: error: "1.23456m" is finer than a millimetre, and parameter "snappingCell" holds whole \#
            millimetres; did you mean "1.235m"?
                1 | set snappingCell 1.23456m
                  |                  ^~~~~~~~

            """#),
        ErrorCase(
            "set approximateOffset 1.7km..2.0000004km\n0s launch\n",
            #"""
            x.scenario:1:30: error: "2.0000004km" is finer than a millimetre, and parameter "approximateOffset" \#
            holds whole millimetres; did you mean "2km"?
                1 | set approximateOffset 1.7km..2.0000004km
                  |                              ^~~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n10s background\n5s foreground\n",
            #"""
            x.scenario:3:1: error: time 5s is before 10s on line 2; times must not go backwards (write +DURATION fo\#
            r a relative time)
                3 | 5s foreground
                  | ^~

            """#),
        ErrorCase(
            "0s launch\n1s fault dropCallbak\n",
            #"""
            x.scenario:2:10: error: unknown fault "dropCallbak"; did you mean "dropCallback"?
                2 | 1s fault dropCallbak
                  |          ^~~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s call startUpdatingLocaton\n",
            #"""
            x.scenario:2:9: error: unknown call "startUpdatingLocaton"; did you mean "startUpdatingLocation"?
                2 | 1s call startUpdatingLocaton
                  |         ^~~~~~~~~~~~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n10s backgorund\n5s foreground\n",
            #"""
            x.scenario:2:5: error: unknown step "backgorund"; did you mean "background"?
                2 | 10s backgorund
                  |     ^~~~~~~~~~
            x.scenario:3:1: error: time 5s is before 10s on line 2; times must not go backwards (write +DURATION for a relative time)
                3 | 5s foreground
                  | ^~

            """#),
        ErrorCase(
            "0s launch\n1s call requestWhenInUse\n",
            #"""
            x.scenario:2:9: error: unknown call "requestWhenInUse"; did you mean "requestWhenInUseAuthorization"?
                2 | 1s call requestWhenInUse
                  |         ^~~~~~~~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s call requestTemporaryFullAccuracy\n",
            #"""
            x.scenario:2:37: error: expected a purpose key such as RunRoute after "requestTemporaryFullAccuracy"
                2 | 1s call requestTemporaryFullAccuracy
                  |                                     ^

            """#),
        ErrorCase(
            "0s launch\n1s call queryMotion pedometr\n",
            #"""
            x.scenario:2:21: error: expected one of "pedometer", "activity", "altimeter", "headphone", found "pedometr"; did you mean "pedometer"?
                2 | 1s call queryMotion pedometr
                  |                     ^~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s call stopLiveUpdates x3\n",
            #"""
            x.scenario:2:25: error: expected a live-updates sequence such as u1, found "x3"
                2 | 1s call stopLiveUpdates x3
                  |                         ^~

            """#),
        ErrorCase(
            "0s launch\n1s call\n",
            #"""
            x.scenario:2:8: error: expected an API name such as startUpdatingLocation after "call"
                2 | 1s call
                  |        ^

            """#),
        ErrorCase(
            "0s launch\n1s tap\n",
            #"""
            x.scenario:2:7: error: expected a quoted label such as "Start run" after "tap"
                2 | 1s tap
                  |       ^

            """#),
        ErrorCase(
            "0s launch\n1s alert Allow\n",
            #"""
            x.scenario:2:10: error: expected a quoted button label such as "Allow Once", or any, found "Allow"
                2 | 1s alert Allow
                  |          ^~~~~

            """#),
        ErrorCase(
            "0s launch\n1s settings locaton never\n",
            #"""
            x.scenario:2:13: error: expected one of "location", "precise", "location-services", "motion", "camera", \#
            "microphone", "photos", "notifications", found "locaton"; did you mean "location"?
                2 | 1s settings locaton never
                  |             ^~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect notifications.alert == enabled\n",
            #"""
            x.scenario:2:11: error: unknown name "notifications.alert"; did you mean "notifications.alerts"?
                2 | 1s expect notifications.alert == enabled
                  |           ^~~~~~~~~~~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s settings location whileusing\n",
            #"""
            x.scenario:2:22: error: expected one of "never", "ask", "while-using", "always", found "whileusing"; di\#
            d you mean "while-using"?
                2 | 1s settings location whileusing
                  |                      ^~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s settings precise of\n",
            #"""
            x.scenario:2:21: error: expected "on" or "off", found "of"; did you mean "on"?
                2 | 1s settings precise of
                  |                     ^~

            """#),
        ErrorCase(
            "0s launch\n1s launch now\n",
            #"""
            x.scenario:2:11: error: unexpected "now" after a complete "launch" statement
                2 | 1s launch now
                  |           ^~~

            """#),
        ErrorCase(
            "0s launch\n3s wait 5s\n",
            #"""
            x.scenario:2:4: error: there is no "wait" step: time passes between lines, so write the next step at its later time (`+5s background`, 5 s after the line before)
                2 | 3s wait 5s
                  |    ^~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect ui.screen == Location access\n",
            #"""
            x.scenario:2:33: error: unexpected "access" after a complete "expect" statement; if the words are one text, quote it: "Location access"
                2 | 1s expect ui.screen == Location access
                  |                                 ^~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect staus == 4\n",
            #"""
            x.scenario:2:11: error: unknown name "staus"; did you mean "status"?
                2 | 1s expect staus == 4
                  |           ^~~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect status = 4\n",
            #"""
            x.scenario:2:18: error: expected one of "==", "!=", "<", "<=", ">", ">=", "in", found "="; did you mea\#
            n "=="?
                2 | 1s expect status = 4
                  |                  ^

            """#),
        ErrorCase(
            "0s launch\n1s expect status == authorizedWhenInuse\n",
            #"""
            x.scenario:2:21: error: unknown status "authorizedWhenInuse"; did you mean "authorizedWhenInUse"?
                2 | 1s expect status == authorizedWhenInuse
                  |                     ^~~~~~~~~~~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect accuracy < full\n",
            #"""
            x.scenario:2:20: error: "<" does not apply to accuracy; use == or != or in [..]
                2 | 1s expect accuracy < full
                  |                    ^

            """#),
        ErrorCase(
            "0s launch\n1s expect callback authorisation\n",
            #"""
            x.scenario:2:20: error: unknown callback kind "authorisation"; did you mean "authorization"?
                2 | 1s expect callback authorisation
                  |                    ^~~~~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect callback authorization staus=0\n",
            #"""
            x.scenario:2:34: error: unknown callback field "staus"; did you mean "status"?
                2 | 1s expect callback authorization staus=0
                  |                                  ^~~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect callback authorization status=0 between 27s adn 29s\n",
            #"""
            x.scenario:2:55: error: expected "and", found "adn"; did you mean "and"?
                2 | 1s expect callback authorization status=0 between 27s adn 29s
                  |                                                       ^~~

            """#),
        ErrorCase(
            "0s launch\n1s eventually status == 0\n",
            #"""
            x.scenario:2:26: error: expected "by" after "0"
                2 | 1s eventually status == 0
                  |                          ^

            """#),
        ErrorCase(
            "seed 7\nseed 8\n0s launch\n",
            #"""
            x.scenario:2:1: error: duplicate "seed"; already given on line 1
                2 | seed 8
                  | ^~~~

            """#),
        ErrorCase(
            "0s launch\nseed 7\n",
            #"""
            x.scenario:2:1: error: header statement "seed" after the timeline began (line 1); move it above the firs\#
            t timed line
                2 | seed 7
                  | ^~~~

            """#),
        ErrorCase(
            "launch\n",
            #"""
            x.scenario:1:1: error: step "launch" has no time; start the line with one, e.g. "0s launch"
                1 | launch
                  | ^~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s move 91,0\n",
            #"""
            x.scenario:2:9: error: latitude 91 is out of range; expected -90 to 90
                2 | 1s move 91,0
                  |         ^~

            """#),
        ErrorCase(
            "0s launch\n1s move 51.5\n",
            #"""
            x.scenario:2:13: error: expected "," after "51.5"
                2 | 1s move 51.5
                  |             ^

            """#),
        ErrorCase(
            "0s launch\n1s walk 90 500 in 6min\n",
            #"""
            x.scenario:2:12: error: expected a distance such as 500m or 2km, found "500"
                2 | 1s walk 90 500 in 6min
                  |            ^~~

            """#),
        ErrorCase(
            "0s launch\n1s maybe maybe launch\n",
            #"""
            x.scenario:2:10: error: "maybe" cannot apply to another "maybe"
                2 | 1s maybe maybe launch
                  |          ^~~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect ((((((((((((((((((((((((((((((((((status == 4))))))))))))))))))))))))))))))))))\n",
            #"""
            x.scenario:2:43: error: expression nested more than 32 deep; split it into several expectations
                2 | 1s expect ((((((((((((((((((((((((((((((((((status == 4))))))))))))))))))))))))))))))))))
                  |                                           ^

            """#),
        ErrorCase(
            "0s launch\n1s tap “Start”\n",
            #"""
            x.scenario:2:8: error: curly quote; write text between straight quotes ("…")
                2 | 1s tap “Start”
                  |        ^

            """#),
        ErrorCase(
            "0s launch\n1s expect status ! 4\n",
            #"""
            x.scenario:2:18: error: unexpected character "!"
                2 | 1s expect status ! 4
                  |                  ^

            """#),
        ErrorCase(
            "0s launch\n1s tap \"a\\qb\"\n",
            #"""
            x.scenario:2:10: error: unknown escape "\q" in a string; expected \" or \\
                2 | 1s tap "a\qb"
                  |          ^~

            """#),
        ErrorCase(
            "seed 7\n",
            #"""
            x.scenario:1:1: error: the scenario has no steps; expected at least one timed step such as "0s launch"
                1 | seed 7
                  | ^

            """#),
        ErrorCase(
            "# only a comment\n",
            #"""
            x.scenario:1:1: error: the file has no statements; expected at least one timed step such as "0s launch"
                1 | # only a comment
                  | ^

            """#),
        ErrorCase(
            "0s launch\nend 5s\n10s background\n",
            #"""
            x.scenario:2:1: error: end 5s is before the last timed line (10s, line 3)
                2 | end 5s
                  | ^

            """#),
        ErrorCase(
            "0s launch\n1s deliver authorisation 2\n",
            #"""
            x.scenario:2:12: error: expected one of "authorization", "failure", "fix", found "authorisation"; did yo\#
            u mean "authorization"?
                2 | 1s deliver authorisation 2
                  |            ^~~~~~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s deliver authorization 7\n",
            #"""
            x.scenario:2:26: error: status 7 is out of range; expected 0–4 or a status name
                2 | 1s deliver authorization 7
                  |                          ^

            """#),
        ErrorCase(
            "seed abc\n0s launch\n",
            #"""
            x.scenario:1:6: error: expected a seed (a whole number from 0 to 2^64-1), found "abc"
                1 | seed abc
                  |      ^~~

            """#),
        ErrorCase(
            "0s launch\n1s expect app == foregrund\n",
            #"""
            x.scenario:2:18: error: unknown app state "foregrund"; did you mean "foreground"?
                2 | 1s expect app == foregrund
                  |                  ^~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n+2x background\n",
            #"""
            x.scenario:2:3: error: bad time: unknown time unit "x" in "2x"; did you mean "s"? (units: us, ms, s, mi\#
            n or h)
                2 | +2x background
                  |   ^

            """#),
        ErrorCase(
            "0s launch\n1s..0s background\n",
            #"""
            x.scenario:2:1: error: range 1s..0s is empty; write the smaller bound first
                2 | 1s..0s background
                  | ^~~~~~

            """#),
        ErrorCase(
            "catches naive\n0s launch\n",
            #"""
            x.scenario:1:9: error: unknown model "naive"; expected one of "recorder", "authorization", "run-screen"\#
            , "tracking-session", "run-recording", "always-gate", "allow-once-aware"
                1 | catches naive
                  |         ^~~~~

            """#),
        ErrorCase(
            "0s launch\n1s device barometer no\n",
            #"""
            x.scenario:2:11: error: header statement "device barometer" after the timeline began (line 1); move it a\#
            bove the first timed line
                2 | 1s device barometer no
                  |           ^~~~~~~~~

            """#),
        ErrorCase(
            "plist NSLocationDefaultAccuracyReduced ture\n0s launch\n",
            #"""
            x.scenario:1:40: error: expected "true" or "false", found "ture"; did you mean "true"?
                1 | plist NSLocationDefaultAccuracyReduced ture
                  |                                        ^~~~

            """#),
        ErrorCase(
            "scenario untitled\n0s launch\n",
            #"""
            x.scenario:1:10: error: expected a quoted title such as "Allow Once expires", found "untitled"
                1 | scenario untitled
                  |          ^~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s expect callback authorization status=0 between 29s and 27s\n",
            #"""
            x.scenario:2:59: error: range 29s..27s is empty; write the smaller bound first
                2 | 1s expect callback authorization status=0 between 29s and 27s
                  |                                                           ^~~

            """#),
        ErrorCase(
            "0s launch\n1s tap \"a\u{01}b\"\n",
            #"""
            x.scenario:2:10: error: unexpected control character U+0001; expected text
                2 | 1s tap "a�b"
                  |          ^

            """#),
        ErrorCase(
            "0s launch\n1s expect alert \"\"\n",
            #"""
            x.scenario:2:17: error: "expect alert" needs a non-empty text
                2 | 1s expect alert ""
                  |                 ^~

            """#),
        ErrorCase(
            "0s launch\n1s walk 400 1km in 1min\n",
            #"""
            x.scenario:2:9: error: bearing 400 is out of range; expected 0 to less than 360
                2 | 1s walk 400 1km in 1min
                  |         ^~~

            """#),
        ErrorCase(
            "0s launch\n1s expect ui. == 3\n",
            #"""
            x.scenario:2:11: error: expected a key such as ui.screen after "ui."
                2 | 1s expect ui. == 3
                  |           ^~~

            """#),
        ErrorCase(
            "0s launch\n1s expect iu.screen == map\n",
            #"""
            x.scenario:2:11: error: unknown name "iu.screen"; did you mean "ui.screen"?
                2 | 1s expect iu.screen == map
                  |           ^~~~~~~~~

            """#),
        ErrorCase(
            "0s launch\n1s start status 4\n",
            #"""
            x.scenario:2:4: error: "start" is a header statement and takes no time; write it without a time above th\#
            e first timed line
                2 | 1s start status 4
                  |    ^~~~~

            """#),
        ErrorCase(
            "model authorization\nmodel recorder\n0s launch\n",
            #"""
            x.scenario:2:1: error: duplicate "model"; already given on line 1
                2 | model recorder
                  | ^~~~~

            """#),
        ErrorCase(
            "0s launch\n1s set fixInterval 1s\n",
            #"""
            x.scenario:2:4: error: "set" is a header statement and takes no time; write it without a time above th\#
            e first timed line
                2 | 1s set fixInterval 1s
                  |    ^~~

            """#),
    ]

    @Test(arguments: cases)
    func messageIsPinned(_ errorCase: ErrorCase) {
        #expect(TestSupport.errors(errorCase.input) == errorCase.expected)
    }
}
