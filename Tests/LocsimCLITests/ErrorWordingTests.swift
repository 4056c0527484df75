import Foundation
import LocsimCLI
import Testing

/// Messages for bad input name what is wrong, where, and what to write instead.
@Suite("Messages for bad input say what is wrong and what would be right")
struct ErrorWordingTests {
    @Test("a scenario of 250 bad lines: 200 errors, then the stop as a plain note after the last (exit 65)")
    func errorLimitNoteComesLast() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("many.scenario", String(repeating: "0s lanch\n", count: 250))
        let result = runLocsim(["run", path])
        #expect(result.status == .dataError)
        #expect(result.errors.components(separatedBy: ": error: ").count == 201)
        #expect(
            result.errors.hasSuffix(
                """
                \(path):200:4: error: unknown step "lanch"; did you mean "launch"?
                  200 | 0s lanch
                      |    ^~~~~
                \(path): note: too many errors; stopped after 200 (at line 200); the lines after it were not checked

                """), "\(result.errors.suffix(400))")
    }

    @Test("set snappingCell 1.23456m says the sub-millimetre precision is the fault and suggests 1.235m (exit 65)")
    func subMillimetreDistanceSaysSo() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("snap.scenario", "set snappingCell 1.23456m\n0s launch\n")
        let result = runLocsim(["run", path])
        #expect(result.status == .dataError)
        #expect(
            result.errors.hasPrefix(
                "\(path):1:18: error: \"1.23456m\" is finer than a millimetre, and parameter \"snappingCell\" holds "
                    + "whole millimetres; did you mean \"1.235m\"?\n"), "\(result.errors)")
    }

    @Test("--profile nope says the profile is unknown and lists the known ones; a near miss is suggested (exit 64)")
    func unknownProfileNameIsNamed() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n")
        let unknown = runLocsim(["run", path, "--profile", "nope"])
        #expect(unknown.status == .usage)
        #expect(
            unknown.errors.hasPrefix(
                "Error: unknown profile 'nope' for '--profile'; expected ios27-simulator, device-documented, or a "
                    + "profile file such as ./NAME.profile.\nUsage: locsim run "), "\(unknown.errors)")
        let nearMiss = runLocsim(["run", path, "--profile", "ios27-simulatr"])
        #expect(nearMiss.status == .usage)
        #expect(nearMiss.errors.contains("./NAME.profile. Did you mean 'ios27-simulator'?\n"), "\(nearMiss.errors)")
    }

    @Test("a profile file's faults have their caret under the word at fault, not at column 1 (exit 65)")
    func profileFileCaretIsAtTheWord() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n")
        let profile = scratch.write("p.profile", "base ios27-simulator\n  allowOnceExpiry   18x\nfixInterval 1s 2s\n")
        let result = runLocsim(["run", path, "--profile", profile])
        #expect(result.status == .dataError)
        #expect(result.errors.contains("\(profile):2:21: error: invalid value \"18x\" for allowOnceExpiry"))
        #expect(result.errors.contains("    2 |   allowOnceExpiry   18x\n      |                     ^\n"))
        #expect(result.errors.contains("\(profile):3:16: error: expected `NAME VALUE`"))
        #expect(result.errors.contains("    3 | fixInterval 1s 2s\n      |                ^\n"))
    }

    @Test("merge of a folder suggests the glob of the shard files in it (exit 66)")
    func mergeOfAFolderSuggestsTheGlob() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let result = runLocsim(["merge", scratch.directory + "/"])
        #expect(result.status == .noInput)
        #expect(
            result.errors
                == "\(scratch.directory)/: error: a folder, not a shard file; name the shard files in it, such as "
                + "`locsim merge \(scratch.directory)/*.json`\n")
    }

    @Test("import of a recording with only its header says the event lines are missing and what they hold (exit 65)")
    func importOfAHeaderOnlyRecordingNamesWhatIsMissing() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let header =
            #"{"locsim_recording":1,"device":{"os":"iOS","os_version":"27.0","model":"iPhone 17","simulator":true},"#
            + #""tolerance_us":150000}"#
        let path = scratch.write("header.jsonl", header + "\n")
        let result = runLocsim(["import", path])
        #expect(result.status == .dataError)
        #expect(
            result.errors.hasPrefix(
                "\(path):1:1: error: the recording has its header but no event; missing: the event lines after the "
                    + #"header, one JSON object each with "time_us" and "kind", such as "#
                    + #"{"time_us":0,"kind":"app","event":"launch"}"# + "\n"), "\(result.errors)")
    }

    @Test("a profile file giving a parameter twice is refused at the second, pointing at the first (exit 65)")
    func profileFileParameterGivenTwice() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n")
        let profile = scratch.write(
            "p.profile", "base ios27-simulator\nallowOnceExpiry 18s\n  allowOnceExpiry 20s  # again\n")
        let result = runLocsim(["run", path, "--profile", profile])
        #expect(result.status == .dataError)
        #expect(
            result.errors == """
                \(profile):3:3: error: duplicate "allowOnceExpiry"; already given on line 2
                    3 |   allowOnceExpiry 20s  # again
                      |   ^

                """)
    }

    @Test("--set given twice for one parameter is refused, naming the first (exit 64)")
    func setGivenTwice() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n")
        for command in ["run", "test", "explore", "render"] {
            let output = command == "render" ? ["--svg", scratch.directory + "/a.svg"] : []
            let result = runLocsim(
                [command, path, "--set", "allowOnceExpiry=18s", "--set", "allowOnceExpiry=20s"] + output)
            #expect(result.status == .usage, "\(command)")
            #expect(
                result.errors.hasPrefix(
                    "Error: duplicate '--set allowOnceExpiry'; already given as '--set allowOnceExpiry=18s'; set each "
                        + "parameter once.\nUsage: locsim \(command) "), "\(command): \(result.errors)")
        }
        let distinct = runLocsim(["run", path, "--set", "allowOnceExpiry=18s", "--set", "replyDelay=2ms"])
        #expect(distinct.status == .success, "\(distinct.errors)")
    }

    @Test("a profile figure past the longest run is refused, from --set (64) and from a profile file (65)")
    func figurePastTheLongestRun() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let path = scratch.write("a.scenario", "0s launch\n1s background\n")
        for (option, value) in [("replyDelay", "9223372036854s"), ("initialCallbackDelay", "1ms..8785h")] {
            let result = runLocsim(["run", path, "--set", "\(option)=\(value)"])
            #expect(result.status == .usage, "\(option)")
            #expect(
                result.errors.hasPrefix(
                    "Error: --set \(option)=\(value): invalid value \"\(value)\" for \(option): expected a time of at "
                        + "most 8784h"), "\(result.errors)")
        }
        let profile = scratch.write("p.profile", "base ios27-simulator\nallowOnceExpiry 9223372036854s\n")
        let file = runLocsim(["run", path, "--profile", profile])
        #expect(file.status == .dataError)
        #expect(file.errors.hasPrefix("\(profile):2:17: error: invalid value"), "\(file.errors)")
        #expect(runLocsim(["run", path, "--set", "allowOnceExpiry=8784h"]).status == .success)
    }

    @Test("locsim test of a missing one-character path says it is missing (66), as for longer ones")
    func missingOneCharacterPath() {
        for path in ["x", "-", "~", "q/"] {
            let result = runLocsim(["test", path])
            #expect(result.status == .noInput, "\(path): \(result.errors)")
            #expect(result.errors.hasPrefix("Error: no such file or folder '\(path)'"), "\(result.errors)")
        }
    }
}
