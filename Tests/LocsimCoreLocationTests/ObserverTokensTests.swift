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

    final class Shapes: NSObject {
        var count = 0
        var title = "Nearby"
        let manager = NSObject()
        var anything: Any = 0
        var object: AnyObject?
        var byName: [String: any NSObjectProtocol] = [:]
        weak var weakly: NSObject?
        var samples: [Sample] = []
    }

    struct Sample {
        var id = UUID()
        var metres = 0
    }

    @Test("tokens in Any, AnyObject and dictionary properties are removed, from the second object of a class too")
    func everyShapeIsFound() {
        let center = NotificationCenter()
        let counter = Counter()
        func observe() -> any NSObjectProtocol {
            center.addObserver(forName: Self.name, object: nil, queue: nil) { _ in counter.heard += 1 }
        }
        // The first object fixes the class's plans with `object` absent; the second holds a token there.
        let first = Shapes()
        first.anything = observe()
        #expect(ObserverTokens.remove(heldBy: first, from: center) == 1)
        let second = Shapes()
        second.object = observe()
        second.byName = ["a": observe(), "b": observe()]
        center.post(name: Self.name, object: nil)
        #expect(counter.heard == 3)
        #expect(ObserverTokens.remove(heldBy: second, from: center) == 3)
        center.post(name: Self.name, object: nil)
        #expect(counter.heard == 3)
    }

    @Test("only properties whose declared type can hold a token are looked at")
    func candidatePlacesFollowDeclaredTypes() throws {
        let places = try #require(TokenFields.shared.candidates(of: Shapes()))
        // Shapes' own properties, in declaration order: count, title, manager, anything, object, byName,
        // weakly, samples (structs: never looked into). An `NSObject` property can hold a token only if
        // the token's class is one.
        let tokenIsNSObject = ObserverTokens.tokenType is NSObject.Type
        #expect(places.last == (tokenIsNSObject ? [2, 3, 4, 5, 6] : [3, 4, 5]))
        #expect(places.dropLast().allSatisfy { $0.isEmpty }, "NSObject holds no token")
    }

    final class Pairs: NSObject {
        var observers: [(id: UUID, continuation: AsyncStream<Int>.Continuation)] = []
        var stamped: (at: Date, link: URL?, payload: Data) = (Date(), nil, Data())
        var tagged: (id: UUID, token: (any NSObjectProtocol)?) = (UUID(), nil)
    }

    @Test("a tuple is looked at only when one of its element types can hold a token")
    func tuplesFollowTheirElementTypes() throws {
        let places = try #require(TokenFields.shared.candidates(of: Pairs()))
        #expect(places.last == [2])
        let center = NotificationCenter()
        let pairs = Pairs()
        pairs.tagged.token = center.addObserver(forName: Self.name, object: nil, queue: nil) { _ in }
        #expect(ObserverTokens.remove(heldBy: pairs, from: center) == 1)
    }

    @Test("Foundation's plain values mirror as structs, which the walk never looks into")
    func plainValuesMirrorAsStructs() {
        let samples: [Any] = [UUID(), Date(), URL(fileURLWithPath: "/"), Data([1, 2])]
        #expect(Set(samples.map { ObjectIdentifier(type(of: $0)) }) == TokenFields.plainValues)
        for sample in samples {
            #expect(Mirror(reflecting: sample).displayStyle == .struct, "\(type(of: sample))")
        }
    }
}
