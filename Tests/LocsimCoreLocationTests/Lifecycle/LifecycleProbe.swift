import Foundation
import LocationSystem
import LocsimHost

/// A process's lifecycle on a private notification center, with an observer for each lifecycle
/// notification that records its name and the `applicationState` an observer reads during it.
/// Unchecked: one test's thread touches it, posting synchronously; observers are `@Sendable` only
/// because `NotificationCenter` requires it.
final class LifecycleProbe: @unchecked Sendable {
    let lifecycle: ApplicationLifecycle
    private(set) var heard: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let center = NotificationCenter()
        lifecycle = ApplicationLifecycle(center: center)
        for notification in LifecycleNotification.allCases {
            tokens.append(
                center.addObserver(forName: notification.name, object: nil, queue: nil) { [unowned self] _ in
                    self.heard.append("\(notification) \(self.lifecycle.state)")
                })
        }
    }

    /// Hands the delivered events among `records` to the lifecycle, as the host does.
    func deliver(_ records: [SystemRecord]) {
        for record in records {
            if case .delivered(let event) = record.kind { lifecycle.post(event) }
        }
    }

    /// What was heard since the last call.
    func take() -> [String] {
        defer { heard = [] }
        return heard
    }
}
