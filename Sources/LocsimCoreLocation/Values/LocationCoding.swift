/// The keyed archive layout of ``CLLocation``, so code that stores locations with
/// `NSKeyedArchiver` and reads them back with `NSKeyedUnarchiver` works. The archive is the facade's
/// own: archives are not exchanged with Apple devices.
enum LocationCoding {
    private static var doubles: [(String, WritableKeyPath<CLLocation.Values, Double>)] {
        [
            ("kCLLocationCodingKeyCoordinateLatitude", \.coordinate.latitude),
            ("kCLLocationCodingKeyCoordinateLongitude", \.coordinate.longitude),
            ("kCLLocationCodingKeyAltitude", \.altitude),
            ("kCLLocationCodingKeyEllipsoidalAltitude", \.ellipsoidalAltitude),
            ("kCLLocationCodingKeyHorizontalAccuracy", \.horizontalAccuracy),
            ("kCLLocationCodingKeyVerticalAccuracy", \.verticalAccuracy),
            ("kCLLocationCodingKeyCourse", \.course),
            ("kCLLocationCodingKeyCourseAccuracy", \.courseAccuracy),
            ("kCLLocationCodingKeySpeed", \.speed),
            ("kCLLocationCodingKeySpeedAccuracy", \.speedAccuracy),
        ]
    }
    private static let timestampKey = "kCLLocationCodingKeyTimestamp"
    private static let floorKey = "kCLLocationCodingKeyFloor"
    private static let sourceKey = "kCLLocationCodingKeySourceInformation"

    static func encode(_ values: CLLocation.Values, with coder: NSCoder) {
        for (key, path) in doubles { coder.encode(values[keyPath: path], forKey: key) }
        coder.encode(values.timestamp.timeIntervalSinceReferenceDate, forKey: timestampKey)
        if let level = values.floorLevel { coder.encode(level, forKey: floorKey) }
        if let source = values.sourceInformation { coder.encode(source, forKey: sourceKey) }
    }

    static func decode(from coder: NSCoder) -> CLLocation.Values? {
        guard coder.containsValue(forKey: timestampKey) else { return nil }
        let time = Date(timeIntervalSinceReferenceDate: coder.decodeDouble(forKey: timestampKey))
        var values = CLLocation.Values(coordinate: CLLocationCoordinate2D(), timestamp: time)
        for (key, path) in doubles {
            guard coder.containsValue(forKey: key) else { return nil }
            values[keyPath: path] = coder.decodeDouble(forKey: key)
        }
        if coder.containsValue(forKey: floorKey) { values.floorLevel = coder.decodeInteger(forKey: floorKey) }
        if coder.containsValue(forKey: sourceKey) {
            values.sourceInformation = coder.decodeObject(of: CLLocationSourceInformation.self, forKey: sourceKey)
        }
        return values
    }
}
