import Foundation
@_spi(Reflection) import Swift

/// Which stored properties of a class can hold a `NotificationCenter` observer token, judged once
/// per class from each property's declared type, so ``ObserverTokens`` looks only at those when a
/// launch's object is let go (a `Mirror` of every property cost more than the rest of a short run).
///
/// A property can hold a token when its type is an existential (`any NSObjectProtocol`, `Any`,
/// `AnyObject`), a class the token's class descends from, a tuple or a collection of such a type, a
/// value with a custom mirror (but text, numbers, flags and Foundation's plain values), or an
/// optional of one of these: what ``ObserverTokens`` looks into.
final class TokenFields: @unchecked Sendable {
    static let shared = TokenFields()

    /// Per class: for each class of its hierarchy, root first, the places among that class's own
    /// properties (as `Mirror` lists them, in order) that can hold a token; nil when they cannot be
    /// listed. A class has few, so arrays: searching them beats hashing.
    private var known: [ObjectIdentifier: [[Int]]?] = [:]
    private let lock = NSLock()

    /// The candidate places of `object`'s class, or nil when every property must be looked at (a
    /// class with a custom mirror, or one the runtime cannot list).
    func candidates(of object: AnyObject) -> [[Int]]? {
        let id = ObjectIdentifier(type(of: object))
        lock.lock()
        let remembered = known[id]
        lock.unlock()
        if let remembered { return remembered }
        let made = object is any CustomReflectable ? nil : Self.list(type(of: object))
        lock.lock()
        known[id] = .some(made)
        lock.unlock()
        return made
    }

    /// The candidate places of each class of `type`'s hierarchy, root first (``StoredFields``).
    private static func list(_ type: AnyClass) -> [[Int]]? {
        var places: [(level: Int, index: Int)] = []
        let listed = StoredFields.forEach(of: type) { field in
            if mayHoldToken(field.type, kind: field.kind) { places.append((field.level, field.index)) }
        }
        guard let listed else { return nil }
        var levels = [[Int]](repeating: [], count: listed)
        for place in places { levels[place.level].append(place.index) }
        return levels
    }

    /// The element type of a collection type.
    static func elementType(of collection: any Collection.Type) -> Any.Type {
        func open<C: Collection>(_: C.Type) -> Any.Type { C.Element.self }
        return open(collection)
    }

    /// Foundation's values whose custom mirrors show them as plain structs, which ``ObserverTokens``
    /// never looks into (`ObserverTokensTests` checks each mirror's display style).
    static let plainValues: Set<ObjectIdentifier> = [
        ObjectIdentifier(UUID.self), ObjectIdentifier(Date.self), ObjectIdentifier(URL.self),
        ObjectIdentifier(Data.self),
    ]

    /// Whether a property declared as `type` can hold a token where ``ObserverTokens`` looks.
    static func mayHoldToken(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .existential, .foreignClass, .objcClassWrapper:
            return true
        case .tuple:
            // An element holds a token only where its own type can (`(id: UUID, continuation:)`
            // pairs cannot); a tuple the runtime cannot list might.
            var may = false
            let listed = _forEachField(of: type, options: []) { _, _, element, elementKind in
                may = mayHoldToken(element, kind: elementKind)
                return !may
            }
            return may || !listed
        case .class:
            func isAncestor<T>(_: T.Type) -> Bool { ObserverTokens.tokenType is T.Type }
            return isAncestor(type)
        case .optional:
            guard let wrapped = (type as? any AbsentOptional.Type)?.wrappedType else { return true }
            return mayHoldToken(wrapped, kind: _MetadataKind(rawValue: metadataKind(wrapped)) ?? .unknown)
        case .struct, .enum:
            // Text, numbers and flags mirror themselves as leaves (`LosslessStringConvertible`),
            // though `String` is a collection and they have custom mirrors. A collection is looked
            // into element by element, so it can hold a token when its element type can.
            if type is any LosslessStringConvertible.Type || plainValues.contains(ObjectIdentifier(type)) {
                return false
            }
            if let collection = type as? any Collection.Type {
                let element = elementType(of: collection)
                return mayHoldToken(element, kind: _MetadataKind(rawValue: metadataKind(element)) ?? .unknown)
            }
            return type is any CustomReflectable.Type
        default:
            return false
        }
    }
}
