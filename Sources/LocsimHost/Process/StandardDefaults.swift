import Foundation

/// `UserDefaults.standard` as a fresh install has it: empty. An object app keeps what it persists in
/// the real `UserDefaults.standard` of the process running it, which would otherwise carry one
/// timeline's writes into the next and one run's into the next. Each timeline starts from an empty
/// app domain; a relaunch within the timeline keeps what was written, as a device does.
public enum StandardDefaults {
    /// The domain `UserDefaults.standard` writes to: the bundle identifier, or the process name for
    /// an executable without a bundle (a team's `*-locsim` tool, a test runner).
    static var domain: String { Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName }

    /// The file Foundation keeps the domain in, when a probe showed that a flushed domain has a
    /// file there exactly when it holds something (swift-corelibs-foundation writes
    /// `<config home>/<domain>.plist` and deletes it when the domain is removed). The probe uses a
    /// suite of its own, never the app's domain, whose file other processes of the same executable
    /// may share. Nil where the probe failed (another Foundation, an unwritable home): every reset
    /// then removes the domain.
    static let storedFile: String? = probeStoredFile()

    /// How many resets this process has made.
    nonisolated(unsafe) private static var resets = 0

    /// Whether a reset after the first has removed something written to the domain (by a timeline
    /// of this process or, the file being shared, by another process of the same executable). The
    /// first reset's removal is of what an earlier run left.
    nonisolated(unsafe) private static var removedWrites = false

    /// Empties the app's domain, for the first launch of a timeline. Writes still cached in memory
    /// are flushed first: removing the domain clears what is stored, and a cached write would
    /// otherwise come back. Removing costs a file read and a notification, so where the probed file
    /// shows the domain already empty (most apps store nothing) nothing is removed.
    static func reset() {
        defer { resets += 1 }
        let flushed = UserDefaults.standard.synchronize()
        if flushed, let file = storedFile, access(file, F_OK) != 0 { return }
        if storedFile != nil, resets > 0 { removedWrites = true }
        UserDefaults.standard.removePersistentDomain(forName: domain)
    }

    /// Whether anything was written to `UserDefaults.standard`'s domain since this process's first
    /// reset: what worker processes of one executable, which share the domain's file, must not do.
    /// False where the domain's file is not known (the probe failed), which says nothing.
    public static func wasWritten() -> Bool {
        guard let file = storedFile, resets > 0 else { return false }
        return removedWrites || (UserDefaults.standard.synchronize() && access(file, F_OK) == 0)
    }

    /// Writes a key to a suite of the probe's own, and checks that its file appears where the app's
    /// domain's would when it is flushed and goes when the suite is removed.
    private static func probeStoredFile() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let configured = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let folder = (configured ?? NSHomeDirectory() + "/.config") + "/"
        let suite = "locsim-probe-\(ProcessInfo.processInfo.processIdentifier)"
        guard let defaults = UserDefaults(suiteName: suite) else { return nil }
        defaults.set(true, forKey: "probe")
        let written = defaults.synchronize() && access(folder + suite + ".plist", F_OK) == 0
        defaults.removePersistentDomain(forName: suite)
        defaults.synchronize()
        let removed = access(folder + suite + ".plist", F_OK) != 0
        return written && removed ? folder + domain + ".plist" : nil
    }
}
