import AppModels
import Foundation
import Replay

/// The UI lines of one exploration, shared by its workers: each distinct UI a model returns gets a
/// number, and its line (`key=value, …`) is spelled once, however many units meet it. UIs that spell
/// the same line (keys in another order, a key without a value) share a number. Units keep their
/// own table of numbers in front of this one, so the lock is taken once per UI and unit, not per
/// event.
final class UILines: @unchecked Sendable {
    private let lock = ShortLock()
    private var numbers: [UIKey: Int] = [:]
    /// Line 0 is the empty UI, before launch.
    private var lines: [String] = [""]
    private var lineNumbers: [String: Int] = ["": 0]

    /// Room for the UIs of most explorations: a table grown one doubling at a time hashes every
    /// key again at each, and a line's key is its whole text.
    init() {
        numbers.reserveCapacity(64)
        lines.reserveCapacity(64)
        lineNumbers.reserveCapacity(64)
    }

    /// The number of the line of the UI `key` holds.
    func number(of key: UIKey) -> Int {
        lock.withLock {
            if let known = numbers[key] { return known }
            let line = key.ui.stateLine
            let number = lineNumbers[line] ?? lines.count
            if number == lines.count {
                lines.append(line)
                lineNumbers[line] = number
            }
            numbers[key] = number
            return number
        }
    }

    /// The line numbered `number`.
    func line(_ number: Int) -> String {
        lock.withLock { lines[number] }
    }
}
