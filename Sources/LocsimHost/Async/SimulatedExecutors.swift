#if compiler(>=6.3)
    @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    import Dispatch
    import Foundation

    /// Puts an object app's Swift concurrency on locsim's clock: its tasks, `@MainActor` work,
    /// continuations, `AsyncStream`s and sleeps.
    ///
    /// Swift 6.3 lets a process replace its main and default executors (`_createExecutors`, the
    /// experimental custom-executor interface); the replacement may come after tasks have run, so
    /// locsim installs its pair when the first object app is hosted. Both run every job on the main
    /// queue, which the driver drains after each event, so all of the app's async work is one
    /// serial, first-in-first-out sequence on the main thread, decided by what the app does and
    /// never by thread timing. A sleep becomes a wake-up event on the simulated clock
    /// (``SimulatedSleep``), so when no job is ready the simulation simply goes on to its next event.
    ///
    /// Outside a hosted event (no ``HostedProcess`` is running app code on the main thread) both
    /// executors behave as the platform's: the rest of the process (a test runner, the CLI) is unchanged.
    enum SimulatedExecutors {
        /// The platform's executors, kept for work that is not the hosted app's.
        nonisolated(unsafe) private(set) static var platformDefault: (any TaskExecutor)?
        /// The main executor installed, so jobs run with its identity (`MainActor` isolation).
        static let main = SimulatedMainExecutor()
        /// The default (global) executor installed.
        static let global = SimulatedGlobalExecutor()
        nonisolated(unsafe) private static var installed = false

        /// Installs the pair once; called on the main thread when an object app is first hosted.
        static func installIfNeeded() {
            guard !installed else { return }
            installed = true
            platformDefault = Task.defaultExecutor
            _createExecutors(factory: Factory.self)
        }

        /// Whether the calling code is app code of a hosted event, on the main thread.
        static var isHostedContext: Bool { Thread.isMainThread && HostedProcess.hostingNow != nil }

        /// Runs `job` on the main queue as main-actor work, after what waits there already.
        static func runOnMainQueue(_ job: UnownedJob) {
            let executor = main.asUnownedSerialExecutor()
            DispatchQueue.main.async { job.runSynchronously(on: executor) }
        }

        /// The factory `_createExecutors` reads.
        enum Factory: ExecutorFactory {
            static var mainExecutor: any MainExecutor { SimulatedExecutors.main }
            static var defaultExecutor: any TaskExecutor { SimulatedExecutors.global }
        }
    }
#endif
