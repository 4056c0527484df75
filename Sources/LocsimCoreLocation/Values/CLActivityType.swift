/// What the app uses location for, which tunes when updates pause; Core Location's raw values.
public enum CLActivityType: Int, Sendable {
    /// An unspecified activity (the default).
    case other = 1
    /// Driving navigation.
    case automotiveNavigation = 2
    /// Walking, running or cycling.
    case fitness = 3
    /// Other navigation: boats, trains, planes.
    case otherNavigation = 4
    /// Flight.
    case airborne = 5
}
