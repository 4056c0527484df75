import Foundation
import LocsimCoreLocation
import LocsimCoreMotion
import LocsimHost
import LocsimRecorder

/// An iOS 18 screen as an app writes it, recording through Recorder/Recorder.swift: a service
/// session with its diagnostics and the live updates, each iterated in a task, and a Motion &
/// Fitness query and status read.
@MainActor
final class RecordedAsyncApp: NSObject {
    /// The recorder of the latest launch, for the test to read after the run.
    nonisolated(unsafe) static var latest: LocationRecorder?

    let recorder: LocationRecorder
    let activity = CMMotionActivityManager()
    private var session: CLServiceSession?
    private var tasks: [Task<Void, Never>] = []

    override init() {
        recorder = LocationRecorder(
            device: .init(
                os: "iOS", osVersion: "27.0", model: "locsim", simulator: true, motionHardware: true, barometer: false),
            tolerance: 1_000, title: "An async screen recorded by Recorder.swift in locsim's CI",
            clock: { HostedProcess.current?.read(\.now)?.microsecondsSinceStart ?? 0 })
        super.init()
        Self.latest = recorder
    }

    func open() {
        let recorder = self.recorder
        let session = recorder.serviceSession(authorization: .whenInUse)
        self.session = session
        tasks.append(
            Task {
                do {
                    for try await _ in recorder.diagnostics(of: session) {}
                } catch {}
            })
        tasks.append(
            Task {
                do {
                    for try await update in recorder.liveUpdates() where update.location != nil { break }
                } catch {}
            })
    }

    func motion() {
        _ = recorder.motionAuthorizationStatus()
        recorder.queryActivity(activity, from: Date(), to: Date(), to: .main) { _, _ in }
    }

    func status() { _ = recorder.motionAuthorizationStatus() }
}
