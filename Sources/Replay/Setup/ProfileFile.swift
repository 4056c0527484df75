import LocationSystem
import ScenarioLanguage

/// A timing profile kept in a file (`locsim calibrate` writes them): a base profile and the figures
/// that differ, one `NAME VALUE` line each, in the text `--set` reads. `profile ./NAME.profile` in a
/// scenario, and `--profile ./NAME.profile` on the command line, load one. A profile name with a `/`
/// or ending in `.profile` is a file, relative to the scenario that names it.
///
/// ```text
/// # Calibrated by `locsim calibrate` from 9 recordings.
/// base ios27-simulator
/// allowOnceExpiry 18s            # 1 sample: 18s
/// fullAccuracyExpiry 11.3s       # 6 samples: 11.2s..11.3s
/// ```
public enum ProfileFile {
    /// The extension of a profile file.
    public static let fileExtension = ".profile"
    /// The largest profile file read (a profile is a few dozen lines).
    public static let maximumBytes = 1 << 20

    /// Whether a `profile` word names a file rather than a shipped profile.
    public static func isPath(_ name: String) -> Bool {
        // A byte scan: Foundation's `contains` on a String searches through NSString, and exploration
        // asks this once for every combination it prepares.
        name.utf8.contains(UInt8(ascii: "/")) || name.hasSuffix(fileExtension)
    }

    /// The file a `profile` word names, relative to the folder of `scenarioFile` (the working
    /// directory when nil or when `name` is absolute). Only meaningful when ``isPath(_:)``.
    public static func path(of name: String, relativeTo scenarioFile: String?) -> String {
        guard !name.hasPrefix("/"), let scenarioFile, let slash = scenarioFile.lastIndex(of: "/") else { return name }
        return String(scenarioFile[...slash]) + name
    }

    /// The profile `name` means: a shipped profile, or a file relative to the folder of `scenarioFile`
    /// (the working directory when nil or when `name` is absolute). The file is read as every input
    /// is (``InputFile``): opened without waiting for a writer and bounded by ``maximumBytes`` before
    /// it is read whole. A file that is not there, a folder or one the system refuses is an error
    /// without a location (the name is at fault); one too large or empty (as a FIFO no program writes
    /// reads) is an error of the file, at its first line.
    public static func resolve(_ name: String, relativeTo scenarioFile: String?) -> Result<Profile, RunSetupErrors> {
        guard isPath(name) else {
            do {
                return .success(try Profile.named(name))
            } catch {
                return .failure(RunSetupErrors([RunSetupError(location: nil, message: "\(error)")]))
            }
        }
        let path = Self.path(of: name, relativeTo: scenarioFile)
        func fail(_ reason: String, inFile: Bool = false) -> Result<Profile, RunSetupErrors> {
            let location = inFile ? SourceLocation(file: path, line: 1, column: 1) : nil
            return .failure(
                RunSetupErrors([RunSetupError(location: location, message: "the profile file '\(path)' \(reason)")]))
        }
        let alternatives = "profiles: \(Profile.names.joined(separator: ", ")), or a file written by `locsim calibrate`"
        switch InputFile.read(path, limit: maximumBytes) {
        case .success(let bytes) where bytes.isEmpty:
            return fail("is empty; a profile file has a `base PROFILE` line and the figures that differ", inFile: true)
        case .success(let bytes):
            return parse(String(decoding: bytes, as: UTF8.self), file: path, name: name)
        case .failure(.missing): return fail("does not exist; \(alternatives)")
        case .failure(.folder): return fail("is a folder; \(alternatives)")
        case .failure(.unreadable(let reason)): return fail("cannot be read (\(reason))")
        case .failure(.tooLarge(let size, let limit)):
            return fail(
                "has \(size) bytes, more than the \(limit) a profile file may have (a profile is a few dozen lines)",
                inFile: true)
        }
    }

    /// The profile in `text` (read from `file`), named `name`. Each fault is at the word it is about:
    /// a name no parameter has, a value it refuses, a word too many, a name given again (which,
    /// as in a scenario, is an error rather than the last one winning).
    public static func parse(_ text: String, file: String, name: String) -> Result<Profile, RunSetupErrors> {
        var profile = Profile.ios27Simulator
        var errors: [RunSetupError] = []
        var firstLines: [String: Int] = [:]
        var sawSetting = false
        for (index, raw) in SourceLines.lines(of: text).enumerated() {
            let line = ProfileFileLine(raw)
            let words = line.words
            guard let first = words.first else { continue }
            func fail(_ message: String, at word: ProfileFileLine.Word) {
                let location = SourceLocation(file: file, line: index + 1, column: word.column)
                errors.append(RunSetupError(location: location, lineText: line.text, message: message))
            }
            guard words.count == 2 else {
                fail(
                    "expected `NAME VALUE` (such as `allowOnceExpiry 18s`) or `base PROFILE`, found \(words.count) word\(words.count == 1 ? "" : "s")",
                    at: words[min(2, words.count - 1)])
                continue
            }
            if let firstLine = firstLines[first.text] {
                fail("duplicate \"\(first.text)\"; already given on line \(firstLine)", at: first)
                continue
            }
            firstLines[first.text] = index + 1
            do throws(ProfileError) {
                if first.text == "base" {
                    if sawSetting { fail("`base` comes before the figures it is the base of", at: first) }
                    profile = try Profile.named(words[1].text)
                } else {
                    try profile.set(first.text, to: words[1].text)
                    sawSetting = true
                }
            } catch {
                // A name no parameter has is the name's fault; anything else, the value's.
                let culprit: ProfileFileLine.Word
                if case .unknownParameter = error { culprit = first } else { culprit = words[1] }
                fail("\(error)", at: culprit)
            }
        }
        guard errors.isEmpty else { return .failure(RunSetupErrors(errors)) }
        profile.name = name
        return .success(profile)
    }

    /// A profile file: `lines` of comment on top, `base`, then every parameter whose value differs
    /// from the base (each with its comment from `notes`, when given), in the catalog's order.
    public static func text(
        of profile: Profile, base: Profile, comments: [String], notes: [String: String] = [:]
    ) -> String {
        var text = comments.map { "# \($0)\n" }.joined()
        text += "base \(base.name)\n"
        let rows = Profile.parameters.compactMap { parameter -> (String, String)? in
            let value = parameter.value(in: profile)
            guard value != parameter.value(in: base) || notes[parameter.name] != nil else { return nil }
            return ("\(parameter.name) \(value)", notes[parameter.name] ?? "")
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (setting, note) in rows {
            text +=
                note.isEmpty
                ? "\(setting)\n" : setting + String(repeating: " ", count: width - setting.count) + "  # \(note)\n"
        }
        return text
    }
}
