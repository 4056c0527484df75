@_spi(Reflection) import Swift

/// The stored properties of a class and of its superclasses as the runtime lists them: the one walk
/// ``ReadPlan`` and ``TokenFields`` share, so both place a property where `Mirror` does — at the
/// level of the class that declares it (0: the root of the hierarchy) and at its index among that
/// class's own properties.
enum StoredFields {
    /// One stored property.
    struct Field {
        let level: Int
        let index: Int
        let name: String
        let offset: Int
        let type: Any.Type
        let kind: _MetadataKind
    }

    /// Calls `body` with each stored property of `type`, superclasses first, in declaration order.
    /// - Returns: how many classes the hierarchy has, or nil when the runtime cannot list one's fields.
    static func forEach(of type: AnyClass, _ body: (Field) -> Void) -> Int? {
        var hierarchy: [AnyClass] = []
        var current: AnyClass? = type
        while let next = current {
            hierarchy.insert(next, at: 0)
            current = _getSuperclass(next)
        }
        var before = 0
        for (level, member): (Int, AnyClass) in hierarchy.enumerated() {
            var index = 0
            // `_EachFieldOptions.classType` (a `static var`, so not named here under strict concurrency).
            // A class's list starts with its superclasses' fields, which their own levels gave.
            let listed = _forEachField(of: member, options: _EachFieldOptions(rawValue: 1 << 0)) {
                name, offset, fieldType, kind in
                defer { index += 1 }
                if index >= before {
                    body(
                        Field(
                            level: level, index: index - before, name: String(cString: name), offset: offset,
                            type: fieldType, kind: kind))
                }
                return true
            }
            guard listed else { return nil }
            before = index
        }
        return hierarchy.count
    }
}
