import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `locsim` command of the hostile-input corpus, run as a child process so a trap, a stack
/// overflow or an allocation failure shows as a signal here instead of ending the test process.
struct HostileJob: Sendable {
    /// The corpus file, relative to the corpus folder (`scenarios/empty.scenario`), or a made-up name
    /// for an input generated at test time.
    let file: String
    /// The command's name in the known-defects table: `run`, `render`, `explore`, `test`, `merge`, `merge-pair`.
    let command: String
    /// The arguments after the binary.
    let arguments: [String]

    /// `file command`, the key of the known-defects table.
    var key: String { "\(file) \(command)" }
}

/// How a child ended.
struct HostileOutcome: Sendable {
    let job: HostileJob
    let status: Int32
    let signalled: Bool
    let timedOut: Bool
    let errors: String
    let seconds: Double

    /// The exit statuses a command may end with (README, "Failure behaviour"): 70 is a bug by definition.
    static let documentedStatuses: Set<Int32> = [0, 1, 64, 65, 66, 73, 74]

    /// What is wrong with this ending, or nil when it is one the documentation promises.
    var problem: String? {
        if timedOut { return "still running after \(Int(HostileRunner.wallLimit(job))) s (killed)" }
        if signalled { return "ended by signal \(status)" }
        if !Self.documentedStatuses.contains(status) { return "undocumented exit status \(status)" }
        if status >= 64 && errors.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return "exit status \(status) with nothing on stderr"
        }
        return nil
    }
}

/// Runs hostile jobs two at a time under a wall-clock limit and an address-space limit.
///
/// Each child starts as `/bin/sh -c 'ulimit -v KB && exec locsim …'`, so an input that makes locsim
/// reserve gigabytes fails inside its own process (a signal we report) instead of pushing a shared
/// CI machine into swap or the OOM killer.
enum HostileRunner {
    /// The wall time a single command may take before it is killed and reported.
    static let wallLimit_s: Double = 20
    /// The wall time for a heavy input (`hostileHeavyInputs`): one that plays millions of events up
    /// to the event limit takes about half a minute in a release build.
    static let heavyWallLimit_s: Double = 90

    /// The wall time `job` may take.
    static func wallLimit(_ job: HostileJob) -> Double {
        hostileHeavyInputs.contains(job.file) ? heavyWallLimit_s : wallLimit_s
    }
    /// The address-space limit of a child, in KiB (`ulimit -v`): 2 GiB by default.
    ///
    /// A normal command needs about 100 MiB of address space (measured: 75 MiB aborts, 100 MiB
    /// passes); 2 GiB leaves twenty times that for threads and malloc arenas, and still stops the
    /// ~67 GB and ~6 GB allocations of issue #14 long before they touch real memory.
    static var memoryLimit_KiB: Int {
        ProcessInfo.processInfo.environment["LOCSIM_HOSTILE_MEMORY_KB"].flatMap { Int($0) } ?? 2_097_152
    }

    /// Runs every job, two children at a time, and returns the outcomes in the jobs' order.
    static func runAll(_ jobs: [HostileJob], binary: String, directory: String) -> [HostileOutcome] {
        let results = HostileResults(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let index = results.nextIndex() {
                results.store(index, run(jobs[index], binary: binary, directory: directory))
            }
        }
        return results.outcomes(jobs)
    }

    /// Runs one job with stdout discarded and stderr kept in a file of `directory`.
    static func run(_ job: HostileJob, binary: String, directory: String) -> HostileOutcome {
        let errorsPath = (directory as NSString).appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorsPath) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \"$0\" && exec \"$@\"", String(memoryLimit_KiB), binary] + job.arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errorsFile = FileHandle(forWritingAtPath: errorsPath)
        process.standardError = errorsFile
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let started = Date()
        do {
            try process.run()
        } catch {
            return HostileOutcome(
                job: job, status: -1, signalled: false, timedOut: false, errors: "cannot start: \(error)", seconds: 0)
        }
        let timedOut = finished.wait(timeout: .now() + wallLimit(job)) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        try? errorsFile?.close()
        let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "(stderr is not UTF-8)"
        return HostileOutcome(
            job: job, status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, errors: String(errors.prefix(2_000)), seconds: Date().timeIntervalSince(started))
    }
}

/// The shared job counter and result slots of the two runner threads.
private final class HostileResults: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [HostileOutcome?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ index: Int, _ outcome: HostileOutcome) {
        lock.withLock { slots[index] = outcome }
    }

    func outcomes(_ jobs: [HostileJob]) -> [HostileOutcome] {
        lock.withLock {
            zip(jobs, slots).map { job, slot in
                slot ?? HostileOutcome(job: job, status: -1, signalled: false, timedOut: false, errors: "", seconds: 0)
            }
        }
    }
}
