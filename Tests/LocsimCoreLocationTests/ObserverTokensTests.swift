import Foundation
import Testing

@testable import LocsimHost

@Suite("A launch's block observers end with its process")
struct ObserverTokensTests {
    static let name = Notification.Name("locsim.test.ObserverTokens")

    final class Counter: @unchecked Sendable {
        var heard = 0
    }

    final class ViewModel: NSObject {
        var single: (any NSObjectProtocol)?
        var several: [any NSObjectProtocol] = []
        var unrelated = NSObject()
    }

    @Test("tokens held directly, in an optional or in an array are removed; others stay registered")
    func tokensHeldAreRemoved() {
        let center = NotificationCenter()
        let counter = Counter()
        let model = ViewModel()
        model.single = center.addObserver(forName: Self.name, object: nil, queue: nil) { _ in counter.heard += 1 }
        model.several = (0..<2).map { _ in
            center.addObserver(forName: Self.name, object: nil, queue: nil) { _ in counter.heard += 10 }
        }
        let kept = center.addObserver(forName: Self.name, object: nil, queue: nil) { _ in counter.heard += 100 }
        center.post(name: Self.name, object: nil)
        #expect(counter.heard == 121)
        #expect(ObserverTokens.remove(heldBy: model, from: center) == 3)
        center.post(name: Self.name, object: nil)
        #expect(counter.heard == 221)
        center.removeObserver(kept)
    }
}
