import ScenarioLanguage

/// The files one command reads and writes, checked before anything is written, so no output
/// replaces one of the command's inputs or another of its outputs: `run a.scenario --output
/// a.scenario` would destroy the scenario it plays, `--svg x --mermaid x` would keep only one.
///
/// Paths are compared by the file they name, not by spelling: `./a.scenario`, `d/../a.scenario`,
/// a symlink or a hard link to it are all the same file. Devices and FIFOs are exempt, since they
/// are written through and never replaced (`--svg /dev/null --mermaid /dev/null` is fine).
///
/// ```swift
/// var claims = PathClaims()
/// try claims.input("a.scenario", as: "the scenario FILE")
/// try claims.output("./a.scenario", as: "--output")
/// // CommandLineError: --output './a.scenario' is also the scenario FILE 'a.scenario'; …
/// ```
struct PathClaims {
    private var claims: [Key: Claim] = [:]

    private struct Claim {
        var label: String
        var isOutput: Bool
    }

    private enum Key: Hashable {
        case file(FileIdentity)
        case path(String)
    }

    /// A command with no files claimed yet.
    init() {}

    /// Claims `path` as a file the command reads, described as `role` ("the scenario FILE").
    mutating func input(_ path: String, as role: String) throws(CommandLineError) {
        _ = try claim(path, role: role, isOutput: false)
    }

    /// Claims `path` as an input that may be given only once, however it is spelled: a recording
    /// given twice to `calibrate` would count its evidence twice.
    mutating func distinctInput(_ path: String, as role: String) throws(CommandLineError) {
        guard try claim(path, role: role, isOutput: false) else {
            throw .invalidValue(
                option: role, value: path, expected: "a file not given before (it is already an input of this command)")
        }
    }

    /// Claims `path` as a file the command writes, described as `role` ("--output").
    mutating func output(_ path: String, as role: String) throws(CommandLineError) {
        _ = try claim(path, role: role, isOutput: true)
    }

    /// Whether `path` was not claimed before (a device or FIFO never counts as claimed).
    private mutating func claim(_ path: String, role: String, isOutput: Bool) throws(CommandLineError) -> Bool {
        // An empty path names no file; left alone it would fail only when the file is opened (73).
        guard !path.isEmpty else { throw .invalidValue(option: role, value: path, expected: "a file path") }
        let label = "\(role) '\(DisplayPath.escaped(path))'"
        guard let key = Self.key(path) else { return true }
        if let earlier = claims[key] {
            if isOutput { throw .sharedPath(output: label, other: earlier.label) }
            if earlier.isOutput { throw .sharedPath(output: earlier.label, other: label) }
            return false
        }
        claims[key] = Claim(label: label, isOutput: isOutput)
        return true
    }

    /// The file `path` names: its device and inode when it exists, else the canonical path it
    /// would be created at; nil for a device or FIFO.
    private static func key(_ path: String) -> Key? {
        let target = FileTarget.resolve(path)
        if target.kind == .special { return nil }
        if let identity = target.identity { return .file(identity) }
        let parts = PathParts(target.path)
        let directory = SystemCall.canonicalPath(parts.directory) ?? parts.directory
        return .path(directory + "/" + parts.name)
    }
}
