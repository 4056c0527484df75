// Core Location's scalar types are `Double` aliases, so app code mixes them freely with literals
// and with one another exactly as it does on Apple platforms.

/// A latitude or longitude in degrees (WGS 84).
public typealias CLLocationDegrees = Double

/// A radius of uncertainty in metres; negative means invalid. Also the type of `desiredAccuracy`.
public typealias CLLocationAccuracy = Double

/// A speed in metres per second; negative means invalid.
public typealias CLLocationSpeed = Double

/// The uncertainty of a speed in metres per second; negative means invalid.
public typealias CLLocationSpeedAccuracy = Double

/// A direction in degrees clockwise from north (0–359.9); negative means invalid.
public typealias CLLocationDirection = Double

/// The uncertainty of a direction in degrees; negative means invalid.
public typealias CLLocationDirectionAccuracy = Double

/// A distance in metres.
public typealias CLLocationDistance = Double

/// One axis of the raw geomagnetic field, in microteslas.
public typealias CLHeadingComponentValue = Double

/// The most significant value of a beacon's identity.
public typealias CLBeaconMajorValue = UInt16

/// The least significant value of a beacon's identity.
public typealias CLBeaconMinorValue = UInt16

/// The largest distance, for `distanceFilter` and `allowDeferredLocationUpdates(untilTraveled:timeout:)`.
public let CLLocationDistanceMax: CLLocationDistance = Double.greatestFiniteMagnitude

/// The longest time interval, for `allowDeferredLocationUpdates(untilTraveled:timeout:)`.
public let CLTimeIntervalMax: TimeInterval = Double.greatestFiniteMagnitude
