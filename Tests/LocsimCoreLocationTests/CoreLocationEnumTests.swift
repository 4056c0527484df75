import LocsimCoreLocation
import Testing

@Suite("Core Location's enumerations have Apple's raw types and values")
struct CoreLocationEnumTests {
    @Test("CLAuthorizationStatus is Int32 0–4; other numbers are not statuses")
    func authorizationStatus() {
        let raw: [Int32] = [
            CLAuthorizationStatus.notDetermined, .restricted, .denied, .authorizedAlways, .authorizedWhenInUse,
        ].map(\.rawValue)
        #expect(raw == [0, 1, 2, 3, 4])
        #expect(CLAuthorizationStatus(rawValue: 5) == nil)
        let legacy: any LegacyStatus.Type = PreIOS8.self
        #expect(legacy.authorized == .authorizedAlways)
    }

    @Test("CLAccuracyAuthorization is Int: full 0, reduced 1")
    func accuracyAuthorization() {
        #expect(CLAccuracyAuthorization.fullAccuracy.rawValue == 0)
        #expect(CLAccuracyAuthorization.reducedAccuracy.rawValue == 1)
        #expect(CLAccuracyAuthorization(rawValue: 2) == nil)
    }

    @Test("CLActivityType is Int 1–5, starting at other")
    func activityType() {
        let raw = [CLActivityType.other, .automotiveNavigation, .fitness, .otherNavigation, .airborne].map(\.rawValue)
        #expect(raw == [1, 2, 3, 4, 5])
        #expect(CLActivityType(rawValue: 0) == nil)
    }

    @Test("CLDeviceOrientation is Int32 0–6")
    func deviceOrientation() {
        let raw: [Int32] = [
            CLDeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
            .faceDown,
        ].map(\.rawValue)
        #expect(raw == [0, 1, 2, 3, 4, 5, 6])
    }

    @Test("CLProximity and CLRegionState are Int from unknown 0")
    func proximityAndRegionState() {
        #expect([CLProximity.unknown, .immediate, .near, .far].map(\.rawValue) == [0, 1, 2, 3])
        #expect([CLRegionState.unknown, .inside, .outside].map(\.rawValue) == [0, 1, 2])
    }

    @Test("the enums are Hashable and Sendable, as Apple's imported enums are")
    func hashableAndSendable() {
        let statuses: Set<CLAuthorizationStatus> = [.denied, .denied, .restricted]
        #expect(statuses.count == 2)
        let sendable: any Sendable = CLRegionState.inside
        #expect(sendable is CLRegionState)
    }
}

/// Reads the deprecated `CLAuthorizationStatus.authorized` through a protocol, so the test checks its
/// value without a deprecation warning in the build.
protocol LegacyStatus {
    static var authorized: CLAuthorizationStatus { get }
}

enum PreIOS8: LegacyStatus {
    @available(*, deprecated)
    static var authorized: CLAuthorizationStatus { .authorized }
}
