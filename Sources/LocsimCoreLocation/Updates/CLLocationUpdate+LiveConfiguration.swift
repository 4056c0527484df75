extension CLLocationUpdate {
    /// The kind of activity the updates serve. locsim's fixes follow the scenario's position or
    /// walk whatever the configuration; it is accepted as on iOS.
    public struct LiveConfiguration: Sendable, Hashable {
        let name: String

        /// Updates for general use.
        public static let `default` = LiveConfiguration(name: "default")
        /// Driving navigation.
        public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
        /// Other navigation (boats, trains).
        public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
        /// Fitness activities.
        public static let fitness = LiveConfiguration(name: "fitness")
        /// Flight.
        public static let airborne = LiveConfiguration(name: "airborne")
    }
}
