import LocationSystem

/// The five facts outside the app's control that decide what seed 001's run screen can do: location
/// access, Precise Location, the Location Services switch, Motion & Fitness, and the barometer.
///
/// A value of its own so the screen can be a pure function of it and tested over every combination
/// (``all``: 5 × 2 × 2 × 4 × 2 = 160) without a device.
public struct RunConditions: Hashable, Sendable, CustomStringConvertible {
    /// Location access as the screen distinguishes it.
    public enum Access: String, CaseIterable, Hashable, Sendable {
        /// 0.
        case notDetermined
        /// 1.
        case restricted
        /// 2.
        case denied
        /// 4.
        case whenInUse
        /// 3.
        case always
    }

    /// Motion & Fitness as the screen distinguishes it.
    public enum Motion: String, CaseIterable, Hashable, Sendable {
        /// No motion hardware (MOT-3): the steps tile has nothing to show.
        case unavailable
        /// Never asked.
        case notDetermined
        /// Off in Settings (restricted counts here too: either way the app can only explain).
        case denied
        /// Allowed.
        case authorized
    }

    /// Location access.
    public var access: Access
    /// Precise Location on.
    public var precise: Bool
    /// The device-wide Location Services switch.
    public var servicesEnabled: Bool
    /// Motion & Fitness.
    public var motion: Motion
    /// Whether the device has a barometer (floors climbed).
    public var hasBarometer: Bool

    /// Bundles the five conditions.
    public init(access: Access, precise: Bool, servicesEnabled: Bool, motion: Motion, hasBarometer: Bool) {
        self.access = access
        self.precise = precise
        self.servicesEnabled = servicesEnabled
        self.motion = motion
        self.hasBarometer = hasBarometer
    }

    /// The conditions as the app reads them right now, through the synchronous getters.
    public init(system: AppSystem) {
        switch system.authorizationStatus {
        case .notDetermined: access = .notDetermined
        case .restricted: access = .restricted
        case .denied: access = .denied
        case .authorizedWhenInUse: access = .whenInUse
        case .authorizedAlways: access = .always
        }
        precise = system.accuracyAuthorization == .full
        servicesEnabled = system.locationServicesEnabled
        if !system.isMotionAvailable(.pedometer) {
            motion = .unavailable
        } else {
            switch system.motionStatus(.pedometer) {
            case .notDetermined: motion = .notDetermined
            case .restricted, .denied: motion = .denied
            case .authorized: motion = .authorized
            }
        }
        hasBarometer = system.isMotionAvailable(.altimeter)
    }

    /// The levels of each factor, in ``all``'s order, for covering arrays such as exploration's
    /// pairwise cover.
    public static let levels = [Access.allCases.count, 2, 2, Motion.allCases.count, 2]

    /// The conditions of one row of level indices (as a covering array lists them); booleans list
    /// `true` first.
    public init(levels row: [Int]) {
        precondition(row.count == 5, "a row has one level per condition: \(row)")
        self.init(
            access: Access.allCases[row[0]], precise: row[1] == 0, servicesEnabled: row[2] == 0,
            motion: Motion.allCases[row[3]], hasBarometer: row[4] == 0)
    }

    /// Every combination, 160, in a fixed order.
    public static var all: [RunConditions] {
        // The full product in lexicographic order (the last factor varies fastest).
        levels.reduce([[]]) { rows, count in rows.flatMap { row in (0..<count).map { row + [$0] } } }
            .map { RunConditions(levels: $0) }
    }

    /// `whenInUse precise:true services:true motion:authorized barometer:false`.
    public var description: String {
        "\(access.rawValue) precise:\(precise) services:\(servicesEnabled) motion:\(motion.rawValue) barometer:\(hasBarometer)"
    }
}
