import Vocabulary

extension CLAccuracyAuthorization {
    /// The app-facing accuracy authorization of a simulated one.
    init(_ accuracy: Accuracy) {
        switch accuracy {
        case .full: self = .fullAccuracy
        case .reduced: self = .reducedAccuracy
        }
    }
}

extension Accuracy {
    /// The simulation's accuracy for an app-facing accuracy authorization.
    init(_ accuracy: CLAccuracyAuthorization) {
        switch accuracy {
        case .fullAccuracy: self = .full
        case .reducedAccuracy: self = .reduced
        }
    }
}

extension DesiredAccuracy {
    /// What the simulation distinguishes in an app's `desiredAccuracy` (ACC-7): exactly
    /// `kCLLocationAccuracyReduced` asks for approximate fixes; every other value, from
    /// `kCLLocationAccuracyBestForNavigation` to `kCLLocationAccuracyThreeKilometers` or any number
    /// of metres, gets precise fixes when the app has full accuracy.
    init(_ accuracy: CLLocationAccuracy) {
        self = accuracy == kCLLocationAccuracyReduced ? .reduced : .best
    }
}
