import AppModels
import Foundation
import Replay

/// The UI lines of one exploration, shared by its workers: each distinct UI a model returns is
/// spelled (`key=value, …`) once, however many units meet it. Units keep their own table in front
/// of this one, so the lock is taken once per UI and unit, not per event.
final class UILines: @unchecked Sendable {
    private let lock = ShortLock()
    private var lines: [UIKey: String] = [:]

    /// The line of `ui`.
    func line(of ui: [StateEntry]) -> String {
        lock.acquire()
        defer { lock.release() }
        let key = UIKey(ui)
        if let known = lines[key] { return known }
        let line = ui.stateLine
        lines[key] = line
        return line
    }
}
