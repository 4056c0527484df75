import LocationSystem

/// What hears the system's events for one manager: the facade's `CLLocationManager` (through a
/// box that holds it weakly), which turns them into delegate calls.
public protocol HostedReceiver: AnyObject {
    /// Handles one event addressed to the receiver's manager, on the main thread.
    func receive(_ event: AppEvent)
}
