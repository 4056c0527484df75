/// A measured spread of distances, such as the 1.7–2.1 km between the true position and the snapped
/// centre (ACC-2), from which a value is drawn out of a seeded stream.
public struct DistanceRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The shortest value drawn.
    public var lower: Distance
    /// The longest value drawn (included).
    public var upper: Distance

    /// A range from `lower` to `upper`, both included.
    public init(_ lower: Distance, _ upper: Distance) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    /// Parses `1.7km..2.1km` or a single distance.
    public init(parsing text: some StringProtocol) throws(ProfileError) {
        let source = String(text)
        let parts = source.pieces(separatedBy: "..")
        if parts.count == 1 {
            let value = try Distance(parsing: parts[0])
            self.init(value, value)
        } else if parts.count == 2 {
            let lower = try Distance(parsing: parts[0])
            let upper = try Distance(parsing: parts[1])
            guard lower <= upper else {
                throw .invalidValue(name: "", value: source, expected: "a range whose lower end comes first")
            }
            self.init(lower, upper)
        } else {
            throw .invalidValue(name: "", value: source, expected: "a distance or a range such as 1.7km..2.1km")
        }
    }

    /// `1.7km..2.1km`, or one distance.
    public var description: String { lower == upper ? lower.description : "\(lower)..\(upper)" }
}
