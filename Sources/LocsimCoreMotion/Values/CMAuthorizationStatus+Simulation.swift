import Vocabulary

extension CMAuthorizationStatus {
    /// The app-facing status of a simulated one: the raw values are Core Motion's on both sides.
    init(_ status: MotionStatus) {
        switch status {
        case .notDetermined: self = .notDetermined
        case .restricted: self = .restricted
        case .denied: self = .denied
        case .authorized: self = .authorized
        }
    }
}
