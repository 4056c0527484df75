import LocationSystem
import Testing

@testable import LocsimCoreMotion

@Suite("Core Motion's values have Apple's raw values and shapes")
struct CoreMotionValueTests {
    @Test("CMAuthorizationStatus is Int 0–3 and maps from the simulation's motion status")
    func authorizationStatus() {
        let raw = [CMAuthorizationStatus.notDetermined, .restricted, .denied, .authorized].map(\.rawValue)
        #expect(raw == [0, 1, 2, 3])
        #expect(CMAuthorizationStatus(.denied) == .denied && CMAuthorizationStatus(.authorized) == .authorized)
    }

    @Test("the CMError codes run from CMErrorNULL 100 to CMErrorSize 113, UInt32 raw values")
    func errorCodes() {
        let codes = [
            CMErrorNULL, CMErrorDeviceRequiresMovement, CMErrorTrueNorthNotAvailable, CMErrorUnknown,
            CMErrorMotionActivityNotAvailable, CMErrorMotionActivityNotAuthorized, CMErrorMotionActivityNotEntitled,
            CMErrorInvalidParameter, CMErrorInvalidAction, CMErrorNotAvailable, CMErrorNotEntitled,
            CMErrorNotAuthorized, CMErrorNilData, CMErrorSize,
        ]
        #expect(codes.map(\.rawValue) == Array(UInt32(100)...113))
        #expect(CMErrorDomain == "CMErrorDomain")
        #expect(CMError(rawValue: 105) == CMErrorMotionActivityNotAuthorized)
    }

    @Test("the simulation's motion errors reach handlers as NSErrors apps compare with the globals")
    func handlerErrors() {
        let notAuthorized: any Error = CMError.handlerError(code: ErrorCodes.motionNotAuthorized)
        let nsError = notAuthorized as NSError
        #expect(nsError.domain == CMErrorDomain)
        #expect(nsError.code == Int(CMErrorMotionActivityNotAuthorized.rawValue))
        let notAvailable = CMError.handlerError(code: ErrorCodes.motionNotAvailable)
        #expect(notAvailable.code == Int(CMErrorMotionActivityNotAvailable.rawValue))
    }

    @Test("an activity reports its flags, confidence and dates; confidence and event types are Int")
    func activityAndPedometer() {
        let activity = CMMotionActivity(
            kinds: [.automotive, .stationary], startDate: Date(timeIntervalSinceReferenceDate: 5), confidence: .high,
            timestamp: 42)
        #expect(activity.automotive && activity.stationary && !activity.walking && !activity.unknown)
        #expect(activity.confidence == .high && activity.timestamp == 42)
        #expect([CMMotionActivityConfidence.low, .medium, .high].map(\.rawValue) == [0, 1, 2])
        #expect(CMPedometerEventType.pause.rawValue == 0 && CMPedometerEventType.resume.rawValue == 1)
        let data = CMPedometerData(
            values: .init(startDate: .distantPast, endDate: .distantPast, numberOfSteps: 1_200, distance: 850.5))
        #expect(data.numberOfSteps.intValue == 1_200 && data.distance?.doubleValue == 850.5)
        #expect(data.floorsAscended == nil)
        let event = CMPedometerEvent(date: .distantPast, type: .resume)
        #expect(event.type == .resume)
    }
}
