/// What happens to an async app where locsim cannot install its executors: a toolchain before
/// Swift 6.3 has no `_createExecutors`, so an app's tasks run on the platform's executors, in
/// wall-clock time and on other threads, where the simulation cannot order them. A run that meets
/// app code in a task of the app's own there fails with ``message`` (docs/real-code.md, "What works
/// on which toolchain") rather than give a trace that differs from run to run, or wait for ever.
public enum PlatformExecutors {
    /// The misuse reported, once per launch.
    public static let message =
        "the app ran async code (a Task, an await), which needs locsim built with Swift 6.3 or later:"
        + " this locsim was built with an earlier Swift, which cannot put the app's tasks on locsim's clock"
        + " (their work would run in wall-clock time, on other threads); build with Swift 6.3, or keep the"
        + " permission code in delegate callbacks"

    /// Whether the calling code runs in a task other than `hosting` (the task, if any, in which
    /// locsim began handling the event): a task the app made.
    public static func isAppTask(hosting: UnsafeCurrentTask?) -> Bool {
        withUnsafeCurrentTask { current in current != nil && current != hosting }
    }
}
