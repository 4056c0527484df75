import Foundation

/// `UserDefaults.standard` as a fresh install has it: empty. An object app keeps what it persists in
/// the real `UserDefaults.standard` of the process running it, which would otherwise carry one
/// timeline's writes into the next and one run's into the next. Each timeline starts from an empty
/// app domain; a relaunch within the timeline keeps what was written, as a device does.
enum StandardDefaults {
    /// The domain `UserDefaults.standard` writes to: the bundle identifier, or the process name for
    /// an executable without a bundle (a team's `*-locsim` tool, a test runner).
    static var domain: String { Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName }

    /// Empties the app's domain, for the first launch of a timeline. Writes still cached in memory
    /// are flushed first: removing the domain clears what is stored, and a cached write would
    /// otherwise come back.
    static func reset() {
        UserDefaults.standard.synchronize()
        UserDefaults.standard.removePersistentDomain(forName: domain)
    }
}
