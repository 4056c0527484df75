import Exploration
import Foundation

/// `explore --jobs N` for an object app: N processes of the running executable each explore one
/// shard (`--shard K/N`, the hidden ``WorkerArguments/workerFlag``) and write it to a file, and the
/// parent merges the shards (``ExplorationReport/merge(_:)-(…)``) into the report one process
/// would have made, byte for byte. Processes rather than threads: an object app's code assumes the
/// main thread, and each process has one of its own.
///
/// The parent writes every report and counterexample itself, once. The workers' standard output
/// and error go to files and are passed on to the parent's standard error after the last worker
/// ends, in shard order, never interleaved. A worker that crashes or fails stops the others and
/// the command with ``ExitCode/software`` and the worker's standard error; the files are removed
/// whatever happens.
struct ExploreWorkers {
    /// The executable to start (the running one).
    let executable: String
    /// The parent's command line, which the workers' are made from.
    let arguments: ParsedArguments
    /// How many workers, at least 2.
    let count: Int

    /// Why the workers gave no report, as printed after `Error: `.
    struct Failure: Error {
        var message: String
    }

    /// One started worker.
    private struct Worker {
        let shard: Shard
        let files: WorkerFiles
        let process: Process
    }

    /// Runs the workers and returns the merged report, or why there is none.
    func explore(context: CommandContext) -> Result<ExplorationReport, Failure> {
        let stem = WorkerFiles.stem()
        let planned = (0..<count).map { (Shard(index: $0, count: count), WorkerFiles(index: $0, stem: stem)) }
        defer { for (_, files) in planned { files.remove() } }
        let ended = EndedProcesses()
        var workers: [Worker] = []
        var failure: Failure?
        for (shard, files) in planned {
            do {
                workers.append(try start(shard, files: files, ended: ended, index: workers.count))
            } catch {
                failure = Failure(
                    message: "cannot start the worker process for shard \(shard) (\(executable)): \(error)")
                break
            }
        }
        failure = wait(for: workers, ended: ended, failure: failure)
        if let failure { return .failure(failure) }
        relay(workers, to: context)
        return collect(workers)
    }

    private func start(_ shard: Shard, files: WorkerFiles, ended: EndedProcesses, index: Int) throws -> Worker {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = WorkerArguments.make(
            arguments, shard: shard.description, output: files.shard, parent: SystemCall.processID)
        process.standardInput = FileHandle.nullDevice
        let (output, errors) = try files.openOutputs()
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        process.terminationHandler = { _ in ended.add(index) }
        try process.run()
        return Worker(shard: shard, files: files, process: process)
    }

    /// Waits for every started worker; after the first that fails, stops the others (SIGTERM, whose
    /// handler removes their half-written files). The first failure, if any.
    private func wait(for workers: [Worker], ended: EndedProcesses, failure: Failure?) -> Failure? {
        var failure = failure
        if failure != nil { for worker in workers { worker.process.terminate() } }
        for _ in workers.indices {
            let worker = workers[ended.next()]
            if worker.process.terminationReason == .uncaughtSignal { worker.files.removePartialShard() }
            guard failure == nil, let problem = Self.problem(worker.process) else { continue }
            failure = Failure(message: Self.explain(worker, problem))
            for other in workers where other.process.isRunning { other.process.terminate() }
        }
        return failure
    }

    /// What went wrong with a process that ended, or nil when it exited with status 0.
    static func problem(_ process: Process) -> String? {
        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            return "was killed by signal \(status)" + (signalNames[status].map { " (\($0))" } ?? "")
        }
        return status == 0 ? nil : "exited with status \(status)"
    }

    /// The signals a crash or a stop usually brings, by number.
    static let signalNames: [Int32: String] = [
        SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGILL: "SIGILL", SIGINT: "SIGINT",
        SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGTRAP: "SIGTRAP",
    ]

    /// The error for a worker that failed: its shard, how it ended, the end of its standard error.
    private static func explain(_ worker: Worker, _ problem: String) -> String {
        var lines = WorkerFiles.text(worker.files.errors).split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        let tail = lines.suffix(40).map { "  | \($0)" }.joined(separator: "\n")
        return "the worker process for shard \(worker.shard) \(problem)"
            + (lines.isEmpty ? " and printed nothing on standard error" : "; the end of its standard error:\n\(tail)")
            + "\nThe exploration stopped. `--jobs 1` explores in this process, where a crash of the app's "
            + "code shows where it happened."
    }

    /// Passes on what each worker printed (the app's own output, warnings), in shard order.
    private func relay(_ workers: [Worker], to context: CommandContext) {
        for worker in workers {
            for path in [worker.files.output, worker.files.errors] {
                let text = WorkerFiles.text(path)
                guard !text.isEmpty else { continue }
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                    text.hasSuffix("\n") ? 1 : 0)
                {
                    context.errors.write("[shard \(worker.shard)] \(line)\n")
                }
            }
        }
    }

    /// The workers' shard files read and merged.
    private func collect(_ workers: [Worker]) -> Result<ExplorationReport, Failure> {
        var shards: [(name: String, report: ExplorationReport)] = []
        for worker in workers {
            let name = "the shard \(worker.shard) a worker process wrote"
            switch MergeCommand.read(worker.files.shard) {
            case .success(let data):
                do {
                    shards.append((name, try ShardFile.decode(data, file: name)))
                } catch {
                    return .failure(Failure(message: "\(error)"))
                }
            case .failure(let failure):
                return .failure(Failure(message: "\(name): \(failure.message)"))
            }
        }
        do {
            return .success(try ExplorationReport.merge(shards))
        } catch {
            return .failure(Failure(message: "merging the worker processes' shards: \(error)"))
        }
    }
}

/// The indices of processes that ended, in the order they ended; ``next()`` waits for one.
final class EndedProcesses: @unchecked Sendable {
    private let lock = NSLock()
    private let signal = DispatchSemaphore(value: 0)
    private var ended: [Int] = []

    /// Called from a process's termination handler.
    func add(_ index: Int) {
        lock.withLock { ended.append(index) }
        signal.signal()
    }

    /// The next process to end, waiting for it.
    func next() -> Int {
        signal.wait()
        return lock.withLock { ended.removeFirst() }
    }
}
