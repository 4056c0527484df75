/// The floor of a building a location is on, where the venue publishes floors.
open class CLFloor: NSObject, NSCopying, NSSecureCoding {
    private let storedLevel: Int

    /// A floor; the ground floor is 0, floors below it negative.
    init(level: Int) {
        self.storedLevel = level
        super.init()
    }

    /// The ground floor: the `init()` Objective-C's `NSObject` gives, for test doubles.
    public override init() {
        self.storedLevel = 0
        super.init()
    }

    /// The floor number relative to the ground floor.
    open var level: Int { storedLevel }

    /// A floor is immutable, so a copy is the floor itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Archives the level.
    open func encode(with coder: NSCoder) { coder.encode(storedLevel, forKey: "level") }

    /// Unarchives a floor archived by ``encode(with:)``.
    public required init?(coder: NSCoder) {
        self.storedLevel = coder.decodeInteger(forKey: "level")
        super.init()
    }

    /// Floors decode only the classes they expect.
    public class var supportsSecureCoding: Bool { true }
}
