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
}
