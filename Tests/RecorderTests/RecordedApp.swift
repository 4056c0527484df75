import Foundation
import LocsimCoreLocation
import LocsimHost
import LocsimRecorder

/// A delegate class as an app writes it, recording through Recorder/Recorder.swift: its manager is
/// tracked, its request goes through the recorder, and the recorder's clock is the simulated one
/// (on a phone it is the uptime clock).
final class RecordedApp: NSObject, CLLocationManagerDelegate {
    /// The recorder of the latest launch, for the test to read after the run.
    nonisolated(unsafe) static var latest: LocationRecorder?
    /// Where the recorder saves on background and termination.
    nonisolated(unsafe) static var saveURL: URL?

    let manager = CLLocationManager()
    let recorder: LocationRecorder
    var heard = 0

    override init() {
        recorder = LocationRecorder(
            device: .init(os: "iOS", osVersion: "27.0", model: "locsim", simulator: true), tolerance: 1_000,
            title: "Recorded by Recorder.swift in locsim's CI", saveTo: Self.saveURL,
            clock: { HostedProcess.current?.read(\.now)?.microsecondsSinceStart ?? 0 })
        super.init()
        recorder.track(manager, delegate: self)
        Self.latest = recorder
    }

    func ask() { recorder.requestWhenInUseAuthorization(manager) }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { heard += 1 }
}
