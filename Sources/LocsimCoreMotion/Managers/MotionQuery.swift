import LocationSystem
import LocsimHost
import Vocabulary

/// One protected Core Motion call (MOT-1): recorded on the system, its handler waiting for the
/// answer. The handler runs on the main thread when the system replies, whatever queue the app
/// gave: locsim cannot place another queue's work on its clock.
enum MotionQuery {
    /// The status of Motion & Fitness (one answer for every class, MOT-2).
    static var status: CMAuthorizationStatus {
        CMAuthorizationStatus(HostedProcess.current?.read { $0.motionStatus(.activity) } ?? .notDetermined)
    }

    /// Whether the device has `motionClass`'s hardware (MOT-3).
    static func isAvailable(_ motionClass: MotionClass) -> Bool {
        HostedProcess.current?.read { $0.isMotionAvailable(motionClass) } ?? false
    }

    /// Asks the system; `reply` gets nil on success or the `CMErrorDomain` error (104, 105).
    static func ask(_ motionClass: MotionClass, api: String, reply: @escaping ((any Error)?) -> Void) {
        guard let process = HostedProcess.current else { return }
        let asked: Void? = process.call(api) { $0.queryMotion(motionClass) }
        guard asked != nil else { return }
        process.await(.motion(motionClass)) { event in
            guard case .motionResult(_, let code) = event else { return }
            reply(code.map { NSError(domain: CMErrorDomain, code: $0) })
        }
    }
}
