extension UIApplication {
    /// Where the app runs, as `applicationState` answers: UIKit's cases and raw values.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events: launching, returning, under a system alert.
        case inactive = 1
        /// In the background.
        case background = 2
    }
}
