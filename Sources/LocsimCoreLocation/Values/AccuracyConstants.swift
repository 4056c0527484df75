// The `desiredAccuracy` and filter constants, with Core Location's values, so that code comparing
// or logging them sees the numbers it sees on a device.

/// The highest accuracy, using extra sensor data; for navigation apps.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2

/// The best accuracy the device offers (the default `desiredAccuracy`).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1

/// Accurate to within ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10

/// Accurate to within one hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100

/// Accurate to the nearest kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1_000

/// Accurate to the nearest three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3_000

/// Approximate location even when the app has full accuracy (ACC-7).
///
/// Apple's documentation does not state the number; 6,380,000 (about the Earth's radius in metres)
/// is the value the constant holds on devices as read by independent reimplementations. Code only
/// ever compares against the constant itself, which is what the facade's conversion does too.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 6_380_000

/// Every movement is reported: `distanceFilter`'s default.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// Every heading change is reported: `headingFilter`'s value for no filtering.
public let kCLHeadingFilterNone: CLLocationDirection = -1
