import Dispatch
import Foundation

/// Whether code runs where the main actor runs, without trapping when it does not
/// (`MainActor.assumeIsolated` traps).
///
/// Two places qualify: the main thread of a command-line program (the `locsim` executable), and a
/// block of the main queue — where the main actor's jobs run when the main thread has handed the
/// queue to `dispatchMain()`, as under Swift Testing on Linux, whose `@MainActor` tests are not on
/// the main thread.
enum MainActorContext {
    /// A marker only the main queue carries.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller may enter `MainActor.assumeIsolated`.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
