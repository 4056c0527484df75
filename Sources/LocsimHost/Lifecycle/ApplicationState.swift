/// What `UIApplication.shared.applicationState` answers, with UIKit's raw values (the facade's
/// `UIApplication.State(rawValue:)` takes them).
public enum ApplicationState: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground but not receiving events: launching, returning, under a system alert.
    case inactive = 1
    /// In the background (also while suspended: the app runs no code then, so cannot ask).
    case background = 2

    /// The case's name, as UIKit spells it.
    public var description: String {
        switch self {
        case .active: return "active"
        case .inactive: return "inactive"
        case .background: return "background"
        }
    }
}
