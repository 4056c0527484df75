import Foundation

/// The files one worker process of `explore --jobs N` writes: its shard, and what it printed on
/// standard output and standard error (files rather than pipes, so a worker that prints a lot never
/// blocks on a full pipe, and the parent needs no reader threads).
///
/// They sit in the temporary folder under names of the parent's process ID and a random part, are
/// registered with ``TemporaryFiles`` (so Ctrl-C or `kill` of the parent removes them) and are
/// removed by ``remove()``, which the parent calls whatever happened.
struct WorkerFiles {
    /// Where the worker writes its shard (`--output`).
    let shard: String
    /// The worker's standard output: what the app's code printed.
    let output: String
    /// The worker's standard error.
    let errors: String
    private let slots: [Int?]

    /// Names for the worker of shard `index`; nothing is created yet.
    init(index: Int, stem: String) {
        shard = "\(stem)-shard-\(index).json"
        output = "\(stem)-shard-\(index).stdout"
        errors = "\(stem)-shard-\(index).stderr"
        slots = [shard, output, errors].map { TemporaryFiles.register($0) }
    }

    /// A stem shared by one exploration's files: `TMPDIR/locsim-explore-PID-RANDOM`.
    static func stem() -> String {
        let folder = FileManager.default.temporaryDirectory.path
        let random = UUID().uuidString.prefix(8).lowercased()
        return (folder as NSString).appendingPathComponent("locsim-explore-\(SystemCall.processID)-\(random)")
    }

    /// Creates the two output files empty and opens them for the worker to write.
    func openOutputs() throws -> (output: FileHandle, errors: FileHandle) {
        for path in [output, errors] {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        }
        return (
            try FileHandle(forWritingTo: URL(fileURLWithPath: output)),
            try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        )
    }

    /// What the worker printed on `path`, at most the last `limit` bytes (a crash may print a lot).
    static func text(_ path: String, limit: Int = 1 << 20) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data.suffix(limit), as: UTF8.self)
    }

    /// Removes the files and forgets them.
    func remove() {
        for path in [shard, output, errors] { try? FileManager.default.removeItem(atPath: path) }
        for slot in slots { TemporaryFiles.unregister(slot) }
    }

    /// Removes the half-written shard a worker killed by a signal may leave beside ``shard``
    /// (``AtomicFileSink`` names it `.NAME.PID.N.tmp`): SIGKILL runs no handler to remove it. Only
    /// then, since listing a busy temporary folder takes milliseconds.
    func removePartialShard() {
        let parts = PathParts(shard)
        let partial = "." + parts.name + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parts.directory)) ?? []
        for name in names where name.hasPrefix(partial) && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(atPath: parts.directory + "/" + name)
        }
    }
}
