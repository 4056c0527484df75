import Foundation
import LocationSystem

/// One launch of an object app's process, as the facades see it: the system handle the app may
/// use right now, and the app's objects that hear the system's events.
///
/// The facades (`CLLocationManager`, `CMMotionActivityManager`, `UIApplication`) are made by app
/// code that takes no locsim parameter, so they find the process through ``current``, set while
/// locsim runs the app's code. A call is recorded on the open ``AppSystem`` and takes effect after
/// the app's code returns, as every call of a model does; a getter reads the system as it was when
/// the event began. Outside an event (a thread of the app's own, a timer locsim cannot see) a call
/// cannot be placed on the clock: it is reported as misuse, never applied.
///
/// Unchecked Sendable: an object app runs on the main thread only, one process per run.
public final class HostedProcess: @unchecked Sendable {
    /// The process whose app code is running now on this thread, if any: the task's (set while
    /// locsim runs the app's code, and inherited by the tasks that code starts), or on the main
    /// thread the one whose object locsim is reading (``reading(_:)``).
    public static var current: HostedProcess? {
        taskProcess ?? (Thread.isMainThread ? readingNow : nil)
    }

    /// The process of the app code this task runs.
    @TaskLocal static var taskProcess: HostedProcess?

    /// The process whose object the main thread is reading (its UI, its invariants), if any.
    nonisolated(unsafe) private static var readingNow: HostedProcess?

    /// The handle of the event being handled, while app code runs.
    private var open: AppSystem?
    /// The handle as the last event left it: what getters read between events (a view reading
    /// `authorizationStatus` when locsim records the UI).
    private var last: AppSystem?
    /// The objects that hear manager events, by manager.
    private var managers: [ManagerID: any HostedReceiver] = [:]
    /// Handlers waiting for a reply on a channel, oldest first.
    private var waiting: [ReplyChannel: [(AppEvent) -> Void]] = [:]
    /// What the app did that locsim could not place on its clock, not yet reported.
    private var misuses: [String] = []

    /// How many sleeps the app's tasks have asked the clock for (``AppCall/sleep(token:duration:)``).
    private var sleeps = 0

    #if !compiler(>=6.3)
        /// The task locsim handles the current event in, if any: app code in any other task is the
        /// app's own, which this toolchain cannot put on the clock (``PlatformExecutors``).
        private var hostTask: UnsafeCurrentTask?
        /// Whether ``PlatformExecutors/message`` was reported in this launch.
        private var reportedPlatformExecutors = false
    #endif

    /// The process whose app code the main thread is running now, if any: what the executors ask
    /// (a job of the app runs with its task's locals, not the event's, so ``current`` cannot tell).
    nonisolated(unsafe) private(set) static var hostingNow: HostedProcess?

    /// What UIKit tells the app about its lifecycle, and the state `applicationState` reads.
    public let lifecycle = ApplicationLifecycle()

    /// A process with no app code run yet.
    public init() { OffClockWork.processStarted() }

    deinit { OffClockWork.processEnded() }

    /// Runs `body` (app code) with `system` open for its calls and this process as ``current``.
    public func hosting<Result>(_ system: inout AppSystem, _ body: () -> Result) -> Result {
        // The handle moves in and out by swapping, not copying: a copy of the system state retains
        // every buffer it holds, and this runs for every event of every timeline.
        var outer: AppSystem? = system
        swap(&outer, &open)
        let outerProcess = Self.hostingNow
        let onMain = Thread.isMainThread
        if onMain {
            Self.hostingNow = self
            #if compiler(>=6.3)
                SimulatedExecutors.installIfNeeded()
            #endif
        }
        #if !compiler(>=6.3)
            let outerTask = hostTask
            hostTask = withUnsafeCurrentTask { $0 }
            defer { hostTask = outerTask }
        #endif
        defer {
            swap(&outer, &open)
            if let handled = outer.take() { system = handled }
            last = system
            if onMain { Self.hostingNow = outerProcess }
        }
        return Self.$taskProcess.withValue(self) { body() }
    }

    /// Runs `read` (a getter of the app's object: its UI, an invariant) with this process
    /// ``current``, so the facades it calls answer for this run. On the main thread, where locsim
    /// reads an object after every event, a plain variable says so rather than a task-local value.
    public func reading<Value>(_ read: () -> Value) -> Value {
        guard Thread.isMainThread else { return Self.$taskProcess.withValue(self) { read() } }
        let outer = Self.readingNow
        Self.readingNow = self
        defer { Self.readingNow = outer }
        return read()
    }

    /// Records a call on the open handle. Outside an event the call is reported, not applied.
    /// - Returns: what `call` returned, or nil when no event is open.
    @discardableResult
    public func call<Result>(_ api: String, _ call: (inout AppSystem) -> Result) -> Result? {
        #if !compiler(>=6.3)
            notePlatformExecutors()
        #endif
        guard open != nil else {
            misuses.append(
                "\(api) was called outside the app's main-thread handling of an event; locsim cannot place it on its clock"
            )
            return nil
        }
        // In place: a copy of the handle would retain every buffer it holds, then release them.
        return call(&open!)
    }

    /// Reads the system as the app sees it now (nil before the first event).
    public func read<Value>(_ getter: (AppSystem) -> Value) -> Value? {
        #if !compiler(>=6.3)
            notePlatformExecutors()
        #endif
        // Borrowed where it is stored (`open ?? last` would make a copy for every getter call).
        return open != nil ? open.map(getter) : last.map(getter)
    }

    #if !compiler(>=6.3)
        /// Reports, once a launch, app code running in a task of the app's own (``PlatformExecutors``).
        private func notePlatformExecutors() {
            guard !reportedPlatformExecutors, PlatformExecutors.isAppTask(hosting: hostTask) else { return }
            reportedPlatformExecutors = true
            misuses.append(PlatformExecutors.message)
        }
    #endif

    /// Tells `receiver` every event for `manager` from now on. The process keeps the receiver, so
    /// the receiver must hold the app's object weakly: Core Location keeps nothing of the app alive.
    public func register(_ receiver: any HostedReceiver, for manager: ManagerID) {
        managers[manager] = receiver
    }

    /// Queues `handler` for the next reply on `channel` (a completion handler).
    public func await(_ channel: ReplyChannel, _ handler: @escaping (AppEvent) -> Void) {
        waiting[channel, default: []].append(handler)
    }

    /// Hands an event to the object it is for: a manager's delegate, or the oldest handler waiting
    /// on the event's channel.
    /// - Returns: whether anyone heard it.
    @discardableResult
    public func dispatch(_ event: AppEvent) -> Bool {
        if !waiting.isEmpty, let channel = ReplyChannel(event), var handlers = waiting[channel], !handlers.isEmpty {
            let handler = handlers.removeFirst()
            waiting[channel] = handlers.isEmpty ? nil : handlers
            handler(event)
            return true
        }
        guard let id = event.manager, let receiver = managers[id] else { return false }
        receiver.receive(event)
        return true
    }

    /// A fresh token for a sleep of the app's, counted per launch.
    func nextSleepToken() -> Int {
        sleeps += 1
        return sleeps
    }

    /// Reports `message` as misuse: app code did something locsim cannot simulate faithfully.
    public func reportMisuse(_ message: String) {
        misuses.append(message)
    }

    /// The misuse reported since the last call, oldest first.
    public func takeMisuses() -> [String] {
        let offClock = OffClockWork.take()
        if misuses.isEmpty { return offClock }
        defer { misuses = [] }
        return misuses + offClock
    }
}
