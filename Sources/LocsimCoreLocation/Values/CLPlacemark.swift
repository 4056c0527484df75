/// A place a geocoder found: a location with its name and address parts, declared as Apple's
/// `CLPlacemark` (open `NSObject` subclass, `NSCopying`, `NSSecureCoding`, `Sendable`).
///
/// Not declared: `postalAddress` (a Contacts `CNPostalAddress`, which Linux does not have) and the
/// deprecated `addressDictionary`.
open class CLPlacemark: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The address parts, in one value so the host makes a placemark in one call.
    struct Values {
        var location: CLLocation? = nil
        var region: CLRegion? = nil
        var timeZone: TimeZone? = nil
        var name: String? = nil
        var thoroughfare: String? = nil
        var subThoroughfare: String? = nil
        var locality: String? = nil
        var subLocality: String? = nil
        var administrativeArea: String? = nil
        var subAdministrativeArea: String? = nil
        var postalCode: String? = nil
        var isoCountryCode: String? = nil
        var country: String? = nil
        var inlandWater: String? = nil
        var ocean: String? = nil
        var areasOfInterest: [String]? = nil
    }

    let values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// A copy of another placemark.
    public init(placemark: CLPlacemark) {
        self.values = placemark.values
        super.init()
    }

    /// The place's location.
    open var location: CLLocation? { values.location }
    /// The area the place covers.
    open var region: CLRegion? { values.region }
    /// The place's time zone.
    open var timeZone: TimeZone? { values.timeZone }
    /// The place's name.
    open var name: String? { values.name }
    /// The street.
    open var thoroughfare: String? { values.thoroughfare }
    /// The house number.
    open var subThoroughfare: String? { values.subThoroughfare }
    /// The city.
    open var locality: String? { values.locality }
    /// The neighbourhood.
    open var subLocality: String? { values.subLocality }
    /// The state or province.
    open var administrativeArea: String? { values.administrativeArea }
    /// The county.
    open var subAdministrativeArea: String? { values.subAdministrativeArea }
    /// The postal code.
    open var postalCode: String? { values.postalCode }
    /// The ISO 3166-1 country code (`GB`).
    open var isoCountryCode: String? { values.isoCountryCode }
    /// The country's name.
    open var country: String? { values.country }
    /// The lake or river the place is on.
    open var inlandWater: String? { values.inlandWater }
    /// The ocean the place is in.
    open var ocean: String? { values.ocean }
    /// Landmarks at the place.
    open var areasOfInterest: [String]? { values.areasOfInterest }

    /// A placemark is immutable, so a copy is the placemark itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the location and the name and address parts.
    open func encode(with coder: NSCoder) {
        if let location = values.location { coder.encode(location, forKey: "location") }
        for (key, path) in Self.strings {
            if let text = values[keyPath: path] { coder.encode(text as NSString, forKey: key) }
        }
    }

    /// Unarchives a placemark archived by ``encode(with:)`` (region, time zone and areas of interest
    /// are not archived).
    public required init?(coder: NSCoder) {
        var values = Values()
        if coder.containsValue(forKey: "location") {
            values.location = coder.decodeObject(of: CLLocation.self, forKey: "location")
        }
        for (key, path) in Self.strings where coder.containsValue(forKey: key) {
            values[keyPath: path] = coder.decodeObject(of: NSString.self, forKey: key).map { $0 as String }
        }
        self.values = values
        super.init()
    }

    private static var strings: [(String, WritableKeyPath<Values, String?>)] {
        [
            ("name", \.name), ("thoroughfare", \.thoroughfare), ("subThoroughfare", \.subThoroughfare),
            ("locality", \.locality), ("subLocality", \.subLocality), ("administrativeArea", \.administrativeArea),
            ("subAdministrativeArea", \.subAdministrativeArea), ("postalCode", \.postalCode),
            ("isoCountryCode", \.isoCountryCode), ("country", \.country), ("inlandWater", \.inlandWater),
            ("ocean", \.ocean),
        ]
    }

    /// Placemarks decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}
