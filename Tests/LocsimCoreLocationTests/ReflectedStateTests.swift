import AppModels
import Foundation
import Testing

@testable import LocsimHost

@Suite("An object's UI is read from its plain stored properties")
struct ReflectedStateTests {
    enum Screen { case welcome, map }

    class Base: NSObject {
        var title = "Nearby"
    }

    final class ViewModel: Base {
        var screen = Screen.welcome
        var showsBanner = false
        var distance: Int = 42
        var message: String? = nil
        var speed = 1.5
        var fixes: [Int] = [1, 2]
        let manager = NSObject()
        var observer: (any NSObjectProtocol)? = nil
        var pending: NSObject? = nil
        var lastSpeed: Double? = nil
        var lastScreen: Screen? = nil
        var count: Int? = nil
        var _$observationRegistrar = 0
    }

    @Test(
        "plain properties in declaration order, superclass first; floats, arrays, objects, absent objects and registrars left out"
    )
    func plainPropertiesInOrder() {
        let entries = ReflectedState.entries(of: ViewModel())
        #expect(
            entries == [
                StateEntry("title", .text("Nearby")), StateEntry("screen", .text("welcome")),
                StateEntry("showsBanner", .flag(false)), StateEntry("distance", .number(42)),
                StateEntry("message", .none), StateEntry("count", .none),
            ])
    }

    @Test("an @Observable backing field is shown under its property's name")
    func observableBackingField() {
        #expect(ReflectedState.key("_status") == "status")
        #expect(ReflectedState.key("_$observationRegistrar") == nil)
        #expect(ReflectedState.value(Optional(Screen.map) as Any) == .text("map"))
    }

    enum Route: CustomStringConvertible {
        case home, away(Int)
        var description: String {
            switch self {
            case .home: return "Home"
            case .away(let metres): return "away \(metres) m"
            }
        }
    }

    enum Label: String { case start, stop }

    final class Target: NSObject {}

    /// Every kind of field a plan reads its own way, in states that change between reads.
    final class Everything: Base {
        var route = Route.home
        var label: Label? = .start
        var small: Int8 = -3
        var big = UInt64.max
        var name: String? = "n"
        var strong: Target? = Target()
        weak var weakTarget: Target?
        unowned let owner: Target
        var absentAtFirst: (any NSObjectProtocol)? = nil
        var text: (any NSObjectProtocol)? = NSString(string: "bridged")
        var anything: Any = 7
        var pair = (1, "two")
        var closure: () -> Void = {}
        var speeds: [Double] = [1]
        var task: Task<Void, Never>?
        var pairs: [(id: Int, name: String)]? = []
        var table: [String: Int] = ["a": 1]
        var maybeFlag: Bool? = true

        init(owner: Target) {
            self.owner = owner
        }
    }

    @Test("the read plan reads what Mirror reads: references weak, unowned and strong, bridged text, enums, optionals")
    func planReadsAsMirror() {
        let owner = Target()
        var held: Target? = Target()
        let model = Everything(owner: owner)
        model.weakTarget = held
        let first = ReflectedState.entries(of: model)
        #expect(first == ReflectedState.mirroredEntries(of: model))
        let plan = ReadPlans.shared.plan(for: model)
        #expect(plan != nil, "the class is read by its plan, not by Mirror")
        let direct = plan?.fields.filter { if case .reference(_, _, direct: true) = $0.reader { true } else { false } }
        #expect(
            direct?.map(\.key) == ["strong", "owner", "text"], "only references seen held strongly are read by address")
        #expect(
            plan?.fields.map(\.key).filter { ["speeds", "task", "pairs", "table", "maybeFlag"].contains($0) }
                == ["maybeFlag"], "fields that are never plain (collections, a task, their optionals) are never read")
        #expect(first.contains(StateEntry("route", .text("Home"))))
        #expect(first.contains(StateEntry("big", .none)) == false)
        model.route = .away(12)
        model.label = nil
        model.name = nil
        model.strong = nil
        held = nil
        model.absentAtFirst = NSString(string: "later")
        model.text = Target()
        model.anything = "seven"
        model.big = 5
        model.task = Task {}
        model.pairs = nil
        model.maybeFlag = nil
        let second = ReflectedState.entries(of: model)
        #expect(second == ReflectedState.mirroredEntries(of: model))
        #expect(second.contains(StateEntry("route", .text("away 12 m"))))
        #expect(second.contains(StateEntry("big", .number(5))))
        let directNow = plan?.fields.filter {
            if case .reference(_, _, direct: true) = $0.reader { true } else { false }
        }
        #expect(
            directNow?.map(\.key) == ["strong", "owner", "absentAtFirst", "text"],
            "a reference absent when the plan was made is read by address once it is seen held strongly")
        model.absentAtFirst = Target()
        #expect(ReflectedState.entries(of: model) == ReflectedState.mirroredEntries(of: model))
        #expect(held == nil && model.weakTarget == nil)
        withExtendedLifetime(owner) {}
    }

    @Test("plain-old-data values are worked out once per bit pattern, and the same after the cache is full")
    func rememberedValues() {
        let owner = Target()
        let model = Everything(owner: owner)
        for metres in 0..<(RememberedValues.limit * 2) {
            model.small = Int8(metres % 100)
            model.route = metres.isMultiple(of: 2) ? .home : .away(metres)
            #expect(ReflectedState.entries(of: model) == ReflectedState.mirroredEntries(of: model))
        }
        withExtendedLifetime(owner) {}
    }
}
