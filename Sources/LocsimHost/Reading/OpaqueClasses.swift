import Foundation

/// The classes whose objects are never plain, learned one object at a time: not text or a number
/// by bridging (`NSString`, `NSNumber`, a boxed Swift value), without a custom mirror, not an integer.
final class OpaqueClasses: @unchecked Sendable {
    static let shared = OpaqueClasses()

    private var known: Set<ObjectIdentifier> = []
    /// The first classes learned, searched before ``known``: an app holds a few kinds of object
    /// (its managers, its tokens), and comparing identifiers beats hashing them.
    private var first: [ObjectIdentifier] = []
    private let lock = NSLock()

    /// Whether `object`'s class can never be plain, whatever the object holds.
    static func isOpaque(_ object: AnyObject) -> Bool {
        !(object is NSString) && !(object is NSNumber) && !(object is any CustomReflectable)
            && !(object is any BinaryInteger) && !_typeName(type(of: object)).contains("SwiftValue")
    }

    func isOpaque(_ type: AnyClass) -> Bool {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        return first.contains(id) || (first.count == Self.firstLimit && known.contains(id))
    }

    /// How many classes ``first`` holds before the rest go to ``known``.
    static let firstLimit = 8

    func remember(_ type: AnyClass) {
        let id = ObjectIdentifier(type)
        lock.lock()
        if !first.contains(id) && !known.contains(id) {
            if first.count < Self.firstLimit { first.append(id) } else { known.insert(id) }
        }
        lock.unlock()
    }
}
