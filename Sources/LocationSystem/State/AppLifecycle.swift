/// Where the app process is: what decides whether a callback is delivered now, held until resume
/// (SET-2), or lost with the process.
public enum AppLifecycle: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// No process (never launched, terminated).
    case notRunning
    /// Active on screen.
    case foreground
    /// Running in the background.
    case background
    /// In memory but not running; callbacks wait for resume (SET-2).
    case suspended
    /// Killed by the system (PLIST-3's TCC crash).
    case crashed

    /// Whether a process exists that can receive callbacks now.
    public var isRunning: Bool { self == .foreground || self == .background }

    /// The name expectations use (`app == background`).
    public var description: String { rawValue }
}
