import Foundation

/// The classes whose objects are never plain, learned one object at a time: not text or a number
/// by bridging (`NSString`, `NSNumber`, a boxed Swift value), without a custom mirror, not an integer.
final class OpaqueClasses: @unchecked Sendable {
    static let shared = OpaqueClasses()

    private var known: Set<ObjectIdentifier> = []
    private let lock = NSLock()

    /// Whether `object`'s class can never be plain, whatever the object holds.
    static func isOpaque(_ object: AnyObject) -> Bool {
        !(object is NSString) && !(object is NSNumber) && !(object is any CustomReflectable)
            && !(object is any BinaryInteger) && !_typeName(type(of: object)).contains("SwiftValue")
    }

    func isOpaque(_ type: AnyClass) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return known.contains(ObjectIdentifier(type))
    }

    func remember(_ type: AnyClass) {
        lock.lock()
        known.insert(ObjectIdentifier(type))
        lock.unlock()
    }
}
