import AppModels
import Foundation
@_spi(Reflection) import Swift

/// How to read one class's plain stored properties without building a `Mirror` each time: each
/// field's key, its offset in the object, and a reader chosen once from its declared type
/// (``FieldReader``), so the entries are those `Mirror` gives, field for field.
///
/// Text, flags, whole numbers and optional text are read directly; other plain old data once per bit
/// pattern; references held strongly by their address. Only a reference the plan could not see held
/// strongly (a weak one, or one absent when the plan was made) is read through `Mirror`.
final class ReadPlan: @unchecked Sendable {
    /// One field of the plan: its key, where it is, and how it is read.
    struct Field {
        let key: String
        let offset: Int
        /// Its class in the hierarchy (0: the root) and its place among that class's own fields,
        /// where `Mirror` finds it.
        let level: Int
        let index: Int
        var reader: FieldReader

        /// Whether the field is read through `Mirror`.
        var isMirrored: Bool {
            if case .reference(_, _, direct: false) = reader { true } else { false }
        }
    }

    /// The fields; a reference read through `Mirror` becomes a direct read the first time it is seen
    /// held strongly (``entries(of:)``), so these change, under ``lock``.
    private(set) var fields: [Field]
    /// How many classes the hierarchy has, root first.
    let levels: Int
    private(set) var needsMirror: Bool
    private let lock = NSLock()

    /// The plan of `object`'s class, or nil when the runtime cannot list its fields.
    init?(_ object: AnyObject) {
        var fields: [Field] = []
        let listed = StoredFields.forEach(of: type(of: object)) { field in
            guard let key = ReflectedState.key(field.name) else { return }
            let reader = FieldReader.make(field.type, kind: field.kind)
            fields.append(Field(key: key, offset: field.offset, level: field.level, index: field.index, reader: reader))
        }
        guard let listed else { return nil }
        fields.removeAll { if case .skipped = $0.reader { true } else { false } }
        levels = listed
        Self.readStrongReferencesDirectly(&fields, of: object, levels: levels)
        self.fields = fields
        needsMirror = fields.contains(where: \.isMirrored)
    }

    /// Marks `direct` each candidate reference that `object` holds strongly: `Mirror` gives the object
    /// whose address is the field's first word (a weak field holds a side-table pointer instead).
    private static func readStrongReferencesDirectly(_ fields: inout [Field], of object: AnyObject, levels: Int) {
        guard fields.contains(where: \.isMirrored) else { return }
        let mirrors = mirrors(of: object, levels: levels)
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for index in fields.indices {
                guard case .reference(let absent, candidate: true, direct: false) = fields[index].reader else {
                    continue
                }
                let children = mirrors[fields[index].level].children
                let value = children[children.index(children.startIndex, offsetBy: fields[index].index)].value
                if isHeldDirectly(value, at: base + fields[index].offset) {
                    fields[index].reader = .reference(absent: absent, candidate: true, direct: true)
                }
            }
        }
    }

    /// Whether `value` (a field's value as `Mirror` gave it) is an object whose address is the word at
    /// `address`, the field's: the field holds it strongly (a weak field holds a side-table pointer).
    private static func isHeldDirectly(_ value: Any, at address: UnsafeRawPointer) -> Bool {
        var value = value
        if let optional = value as? any AbsentOptional {
            guard let wrapped = optional.wrappedValue else { return false }
            value = wrapped
        }
        guard type(of: value) is AnyClass else { return false }
        return address.load(as: UInt.self) == UInt(bitPattern: ObjectIdentifier(value as AnyObject))
    }

    /// The plain stored properties of `object`, an instance of the planned class.
    ///
    /// A reference the plan could not see held strongly (absent when the plan was made: a session
    /// started later) is read through `Mirror` until it is seen present at the field's address; from
    /// then on it is read directly, and the object's `Mirror` is no longer built at every read.
    func entries(of object: AnyObject) -> [StateEntry] {
        let (fields, needsMirror) = lock.withLock { (self.fields, self.needsMirror) }
        let mirrors = needsMirror ? Self.mirrors(of: object, levels: levels) : []
        var seenHeld: [Int] = []
        let entries = withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            var entries: [StateEntry] = []
            entries.reserveCapacity(fields.count)
            // By index, so each field is borrowed where it is rather than copied with its reader.
            for place in fields.indices {
                let value: StateValue?
                if fields[place].isMirrored {
                    let children = mirrors[fields[place].level].children
                    let child = children[children.index(children.startIndex, offsetBy: fields[place].index)].value
                    value = FieldReader.mirroredValue(child)
                    if case .reference(_, candidate: true, _) = fields[place].reader,
                        Self.isHeldDirectly(child, at: base + fields[place].offset)
                    {
                        seenHeld.append(place)
                    }
                } else {
                    value = fields[place].reader.value(at: base + fields[place].offset)
                }
                if let value { entries.append(StateEntry(fields[place].key, value)) }
            }
            return entries
        }
        if !seenHeld.isEmpty { readDirectly(seenHeld) }
        return entries
    }

    /// Reads the fields at `places` directly from now on (``entries(of:)`` saw them held strongly).
    private func readDirectly(_ places: [Int]) {
        lock.withLock {
            for place in places {
                guard case .reference(let absent, candidate: true, direct: false) = fields[place].reader else {
                    continue
                }
                fields[place].reader = .reference(absent: absent, candidate: true, direct: true)
            }
            needsMirror = fields.contains(where: \.isMirrored)
        }
    }

    /// The `Mirror` of each class of `object`'s hierarchy, root first.
    static func mirrors(of object: AnyObject, levels: Int) -> [Mirror] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        // NSObject and other classes without a Swift field list have no Mirror level of their own.
        while mirrors.count < levels { mirrors.insert(Mirror(reflecting: ()), at: 0) }
        return mirrors
    }
}
