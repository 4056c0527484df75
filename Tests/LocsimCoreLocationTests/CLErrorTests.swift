import LocationSystem
import Testing

@testable import LocsimCoreLocation

@Suite("CLError is Apple's struct with Code raw values, caught and compared as apps do")
struct CLErrorTests {
    @Test("every CLError.Code has Core Location's raw value, 0 to 19")
    func codeRawValues() {
        let codes: [CLError.Code] = [
            .locationUnknown, .denied, .network, .headingFailure, .regionMonitoringDenied, .regionMonitoringFailure,
            .regionMonitoringSetupDelayed, .regionMonitoringResponseDelayed, .geocodeFoundNoResult,
            .geocodeFoundPartialResult, .geocodeCanceled, .deferredFailed, .deferredNotUpdatingLocation,
            .deferredAccuracyTooLow, .deferredDistanceFiltered, .deferredCanceled, .rangingUnavailable,
            .rangingFailure, .promptDeclined, .historicalLocationError,
        ]
        #expect(codes.map(\.rawValue) == Array(0...19))
        #expect(CLError.denied == .denied && CLError.promptDeclined.rawValue == 18)
        #expect(kCLErrorDomain == "kCLErrorDomain" && CLError.errorDomain == kCLErrorDomain)
    }

    @Test("a thrown CLError is found by as? CLError, by .code, by catch CLError.denied and through NSError")
    func appStyleHandling() throws {
        let error: any Error = CLError(.denied)
        let clError = try #require(error as? CLError)
        #expect(clError.code == .denied)
        #expect((error as NSError).code == 1)
        #expect((error as NSError).domain == kCLErrorDomain)
        var caught = false
        do { throw CLError(.promptDeclined) } catch CLError.promptDeclined { caught = true } catch {}
        #expect(caught)
        if case .denied? = (error as? CLError)?.code {} else { Issue.record("switching on the optional code failed") }
    }

    @Test("the code is not itself an Error, as Apple's is not")
    func codeIsNotAnError() {
        let code: Any = CLError.Code.denied
        #expect(!(code is any Error))
    }

    @Test("CLError(code:) carries the simulation's codes unchanged")
    func fromSimulationCodes() {
        #expect(CLError(code: ErrorCodes.locationUnknown).code == .locationUnknown)
        #expect(CLError(code: ErrorCodes.denied).code == .denied)
        #expect(CLError(code: ErrorCodes.promptDeclined).code == .promptDeclined)
        #expect(CLError(code: 1) == CLError(.denied))
    }

    @Test("alternateRegion reads the region from the user info")
    func alternateRegion() {
        let region = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: 1, longitude: 2), radius: 50, identifier: "near")
        let error = CLError(.regionMonitoringFailure, userInfo: [kCLErrorUserInfoAlternateRegionKey: region])
        #expect(error.alternateRegion?.identifier == "near")
        #expect(CLError(.denied).alternateRegion == nil)
    }
}
