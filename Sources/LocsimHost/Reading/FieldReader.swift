import AppModels
import Foundation
@_spi(Reflection) import Swift

/// How one stored property is read, chosen once from its declared type (``ReadPlan``).
///
/// Each reader gives what ``ReflectedState/value(_:)`` gives for the value `Mirror` would hand it.
enum FieldReader {
    case text
    case optionalText
    case flag
    /// `Int`, the common case, read without the generic conversion of ``integer(_:)``.
    case int
    case integer((UnsafeRawPointer) -> Int64?)
    /// Plain old data of at most 16 bytes, read once per bit pattern.
    case remembered(RememberedValues)
    /// A value type of any other kind: loaded as `Any`.
    case loaded((UnsafeRawPointer) -> Any)
    /// A reference, or an optional one. The declared type does not say whether the field holds it
    /// strongly, weakly or unowned, so it is read through `Mirror` (which knows) unless ``ReadPlan``
    /// saw it held strongly (`direct`): then the object's address is the field's first word (0: none,
    /// which reads as `absent`). `candidate`: the field's layout allows that (a class, a class-bound
    /// existential, or an optional of one).
    case reference(absent: StateValue?, candidate: Bool, direct: Bool)
    /// Never plain whatever it holds: a closure, or a struct that shows no custom mirror.
    case skipped

    /// The reader of a field of type `type`.
    static func make(_ type: Any.Type, kind: _MetadataKind) -> FieldReader {
        func open<T>(_: T.Type) -> FieldReader {
            if T.self == String.self { return .text }
            if T.self == String?.self { return .optionalText }
            if T.self == Bool.self { return .flag }
            if T.self == Int.self { return .int }
            if let integer = integerReader(T.self) { return .integer(integer) }
            if _isPOD(T.self), MemoryLayout<T>.size <= 16 {
                return .remembered(
                    RememberedValues(size: MemoryLayout<T>.size) { ReflectedState.value($0.load(as: T.self)) })
            }
            if isReference(T.self, kind: kind) {
                let candidate = isDirectCandidate(T.self, kind: kind)
                return .reference(absent: candidate ? absentValue(T.self) : nil, candidate: candidate, direct: false)
            }
            if kind == .function || isNeverPlain(T.self, kind: kind) { return .skipped }
            return .loaded { $0.assumingMemoryBound(to: T.self).pointee }
        }
        return open(type)
    }

    /// Whether ``ReflectedState/value(_:)`` gives nil for every value of `type`, so a field of it is
    /// never read: a struct or tuple that shows no custom mirror (not text, a flag or a number), one
    /// of the standard collections (`Mirror` shows them as collections), and an optional of such a
    /// type that is not shown as `none` when absent (a `Task?`, an array's optional).
    static func isNeverPlain(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .struct, .tuple:
            if type is any StandardCollection.Type { return true }
            return !(type is any CustomReflectable.Type) && !(type is any BinaryInteger.Type)
        case .optional:
            guard let wrapped = (type as? any AbsentOptional.Type)?.wrappedType,
                !ReflectedState.isPlainWhenAbsent(wrapped: wrapped)
            else { return false }
            return isNeverPlain(wrapped, kind: _MetadataKind(rawValue: metadataKind(wrapped)) ?? .unknown)
        default:
            return false
        }
    }

    /// What an absent optional of type `T` reads as; zero bits are the absent value of an optional
    /// reference.
    static func absentValue<T>(_: T.Type) -> StateValue? {
        guard T.self is any AbsentOptional.Type else { return nil }
        return withUnsafeTemporaryAllocation(byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment) {
            $0.initializeMemory(as: UInt8.self, repeating: 0)
            return ReflectedState.value($0.baseAddress!.load(as: T.self))
        }
    }

    /// Whether a field of type `type` holds a reference, or an optional one, which may be stored weakly.
    static func isReference(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .class, .existential, .foreignClass, .objcClassWrapper: return true
        case .optional:
            guard let wrapped = (type as? any AbsentOptional.Type)?.wrappedType else { return true }
            return isReference(wrapped, kind: _MetadataKind(rawValue: metadataKind(wrapped)) ?? .unknown)
        default: return false
        }
    }

    /// Whether a strong field of type `type` starts with the object's address: a class, or a
    /// class-bound existential (an opaque one, which may hold a value inline, takes 32 bytes or more).
    static func isDirectCandidate(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .class: return true
        case .existential: return sizeOf(type) < 32
        case .optional:
            guard let wrapped = (type as? any AbsentOptional.Type)?.wrappedType else { return false }
            let wrappedKind = _MetadataKind(rawValue: metadataKind(wrapped)) ?? .unknown
            return wrappedKind == .class || (wrappedKind == .existential && sizeOf(type) < 32)
        default: return false
        }
    }

    static func sizeOf(_ type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return open(type)
    }

    /// A direct reader of the standard integer types, as `Int64(exactly:)` converts them.
    static func integerReader<T>(_: T.Type) -> ((UnsafeRawPointer) -> Int64?)? {
        func reader<I: BinaryInteger>(_: I.Type) -> (UnsafeRawPointer) -> Int64? {
            { Int64(exactly: $0.loadUnaligned(as: I.self)) }
        }
        switch T.self {
        case is Int.Type: return reader(Int.self)
        case is Int64.Type: return reader(Int64.self)
        case is Int32.Type: return reader(Int32.self)
        case is Int16.Type: return reader(Int16.self)
        case is Int8.Type: return reader(Int8.self)
        case is UInt.Type: return reader(UInt.self)
        case is UInt64.Type: return reader(UInt64.self)
        case is UInt32.Type: return reader(UInt32.self)
        case is UInt16.Type: return reader(UInt16.self)
        case is UInt8.Type: return reader(UInt8.self)
        default: return nil
        }
    }

    /// The field's state value, or nil when it is not plain. A ``reference(absent:candidate:direct:)``
    /// read through `Mirror` is read by ``ReadPlan`` instead.
    func value(at address: UnsafeRawPointer) -> StateValue? {
        switch self {
        case .text: return .text(address.assumingMemoryBound(to: String.self).pointee)
        case .optionalText:
            return address.assumingMemoryBound(to: String?.self).pointee.map(StateValue.text) ?? StateValue.none
        case .flag: return .flag(address.load(as: Bool.self))
        case .int: return .number(Int64(address.loadUnaligned(as: Int.self)))
        case .integer(let read): return read(address).map(StateValue.number)
        case .remembered(let values): return values.value(at: address)
        case .loaded(let load): return ReflectedState.value(load(address))
        case .reference(let absent, _, _):
            guard let pointer = address.load(as: UnsafeRawPointer?.self) else { return absent }
            return Self.objectValue(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
        case .skipped: return nil
        }
    }

    /// A field's value as `Mirror` gave it, read as ``ReflectedState/value(_:)`` reads it.
    static func mirroredValue(_ value: Any) -> StateValue? {
        if let optional = value as? any AbsentOptional {
            guard let wrapped = optional.wrappedValue else { return ReflectedState.value(value) }
            return mirroredValue(wrapped)
        }
        guard type(of: value) is AnyClass else { return ReflectedState.value(value) }
        return objectValue(value as AnyObject)
    }

    /// An object's state value; an object of a class that can never be plain (``OpaqueClasses``) is
    /// known as such after its class's first.
    static func objectValue(_ object: AnyObject) -> StateValue? {
        if OpaqueClasses.shared.isOpaque(type(of: object)) { return nil }
        let read = ReflectedState.value(object)
        if read == nil, OpaqueClasses.isOpaque(object) { OpaqueClasses.shared.remember(type(of: object)) }
        return read
    }
}

/// The standard library's collections, whose values are never plain whatever they hold.
protocol StandardCollection {}
extension Array: StandardCollection {}
extension ContiguousArray: StandardCollection {}
extension Dictionary: StandardCollection {}
extension Set: StandardCollection {}

/// The runtime's kind of `type` (the `_MetadataKind` raw value).
@_silgen_name("swift_getMetadataKind")
func metadataKind(_ type: Any.Type) -> UInt
