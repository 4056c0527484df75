import Foundation

/// `UserDefaults.standard` as a fresh install has it: empty. An object app keeps what it persists in
/// the real `UserDefaults.standard` of the process running it, which would otherwise carry one
/// timeline's writes into the next and one run's into the next. Each timeline starts from an empty
/// app domain; a relaunch within the timeline keeps what was written, as a device does.
enum StandardDefaults {
    /// The domain `UserDefaults.standard` writes to: the bundle identifier, or the process name for
    /// an executable without a bundle (a team's `*-locsim` tool, a test runner).
    static var domain: String { Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName }

    /// The file Foundation keeps the domain in, when a probe at the first reset showed that a
    /// synchronized domain has a file there exactly when it holds something (swift-corelibs-foundation
    /// writes `<config home>/<domain>.plist` and deletes it when the domain is removed). Nil where the
    /// probe failed (another Foundation, an unwritable home): every reset then removes the domain.
    static let storedFile: String? = probeStoredFile()

    /// Empties the app's domain, for the first launch of a timeline. Writes still cached in memory
    /// are flushed first: removing the domain clears what is stored, and a cached write would
    /// otherwise come back. Removing costs a file read and a notification, so where the probed file
    /// shows the domain already empty (most apps store nothing) nothing is removed.
    static func reset() {
        let flushed = UserDefaults.standard.synchronize()
        if flushed, let file = storedFile, access(file, F_OK) != 0 { return }
        UserDefaults.standard.removePersistentDomain(forName: domain)
    }

    /// Writes a key, and checks that the candidate file appears when it is flushed and goes when the
    /// domain is removed (which also empties the domain, as the first reset must).
    private static func probeStoredFile() -> String? {
        let defaults = UserDefaults.standard
        let environment = ProcessInfo.processInfo.environment
        let configured = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let file = (configured ?? NSHomeDirectory() + "/.config") + "/" + domain + ".plist"
        defaults.set(true, forKey: "locsim.probe")
        let written = defaults.synchronize() && FileManager.default.fileExists(atPath: file)
        defaults.removePersistentDomain(forName: domain)
        defaults.synchronize()
        return written && !FileManager.default.fileExists(atPath: file) ? file : nil
    }
}
