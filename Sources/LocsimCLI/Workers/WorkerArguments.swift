/// The command line of one worker process of `explore --jobs N`: the parent's own options, minus
/// those that say where the parent's results go and how it splits its work, plus the shard the
/// worker explores, the file it writes that shard to, and the hidden ``workerFlag``.
///
/// Options are written `--name=value`, sorted by name (a repeatable one's values in the order
/// given, since a later `--set` wins), and the positionals after `--`, so a value or a file name
/// that starts with a dash is passed as it was.
///
/// ```swift
/// WorkerArguments.make(parsed, shard: Shard(index: 1, count: 2), output: "/tmp/s1.json", parent: 812)
/// // ["explore", "--max-depth=8", "--jobs=1", "--shard=1/2", "--output=/tmp/s1.json",
/// //  "--worker-of=812", "--", "journey.scenario"]
/// ```
enum WorkerArguments {
    /// The hidden option a worker is started with: the parent's process ID. A worker writes its
    /// shard and nothing else, and stops when its parent is gone (``ParentWatch``).
    static let workerFlag = "--worker-of"

    /// The parent's options a worker does not get: the worker writes only its shard, to the file the
    /// parent names, in one process.
    static let parentOnly: Set<String> = [
        "--jobs", "--shard", "--output", "--counterexamples", "--html", "--mermaid", "--format", workerFlag,
    ]

    /// The arguments, after the program's name, of the worker for `shard`.
    static func make(_ parsed: ParsedArguments, shard: String, output: String, parent: Int32) -> [String] {
        var arguments = ["explore"]
        for name in parsed.values.keys.sorted() where !parentOnly.contains(name) {
            for value in parsed.values[name] ?? [] { arguments.append("\(name)=\(value)") }
        }
        arguments += parsed.flags.sorted().filter { !parentOnly.contains($0) }
        arguments += ["--jobs=1", "--shard=\(shard)", "--output=\(output)", "\(workerFlag)=\(parent)", "--"]
        return arguments + parsed.positionals
    }
}
