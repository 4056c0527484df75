import Foundation
import LocsimCoreLocation

/// An app that starts a task from a thread of its own: work locsim cannot put on its clock.
@MainActor
final class OffClockProbe: NSObject {
    var started = false

    func startElsewhere() {
        started = true
        let handed = DispatchSemaphore(value: 0)
        Thread {
            Task.detached { _ = 1 }
            handed.signal()
        }.start()
        handed.wait()
    }
}
