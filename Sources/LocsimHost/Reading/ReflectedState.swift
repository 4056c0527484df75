import AppModels
import Foundation

/// An object app's UI or session read from its stored properties, as `Mirror` sees them: the keys
/// a team would otherwise have to list by hand, in declaration order (which is stable, so traces are).
///
/// A property is read when its value is plain: text, a whole number, a flag, an enum case, or an
/// optional of one. Anything else (managers, closures, arrays, nested objects) is left out, so the
/// recorded state is what a person could read off the screen, not the object graph.
/// `@Observable` stores `name` as `_name` beside a registrar: the underscore is dropped and the
/// registrar (`_$observationRegistrar`) skipped. Floating-point values are left out too: they are
/// not exact, and a trace must be the same bytes on every machine.
///
/// The UI is read after every event, so the reading is planned once per class (``ReadPlan``): which
/// fields, at which offsets, read how. The plan gives exactly what ``mirroredEntries(of:)`` gives,
/// and a class whose first object it reads differently is read through `Mirror` from then on.
public enum ReflectedState {
    /// The plain stored properties of `object` (and of its superclasses below `NSObject`), in
    /// declaration order, superclass first.
    public static func entries(of object: Any) -> [StateEntry] {
        guard type(of: object) is AnyClass else { return mirroredEntries(of: object) }
        return entries(ofObject: object as AnyObject)
    }

    /// ``entries(of:)`` of an object known to be one: a hosted app's, read after every event, so
    /// it is not boxed as `Any` and bridged back on the way.
    public static func entries(ofObject object: AnyObject) -> [StateEntry] {
        guard let plan = ReadPlans.shared.plan(for: object) else { return mirroredEntries(of: object) }
        return plan.entries(of: object)
    }

    /// What ``entries(of:)`` reads, read through `Mirror` child by child: the definition the plans
    /// are held to.
    static func mirroredEntries(of object: Any) -> [StateEntry] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            mirrors.append(current)
            mirror = current.superclassMirror
        }
        var entries: [StateEntry] = []
        for mirror in mirrors.reversed() {
            for child in mirror.children {
                guard let label = child.label, let key = key(label), let value = value(child.value) else { continue }
                entries.append(StateEntry(key, value))
            }
        }
        return entries
    }

    /// The key a stored property is shown under: `_status` (an `@Observable` backing field) is
    /// `status`; the registrar and other `$` names are not state.
    static func key(_ label: String) -> String? {
        if label.utf8.contains(UInt8(ascii: "$")) { return nil }
        var name = Substring(label)
        if name.hasPrefix("_") { name = name.dropFirst() }
        return name.isEmpty ? nil : String(name)
    }

    /// A plain value as a state value, or nil when the value is not plain.
    static func value(_ value: Any) -> StateValue? {
        switch value {
        case let text as String: return .text(text)
        case let flag as Bool: return .flag(flag)
        case let number as any BinaryInteger: return Int64(exactly: number).map(StateValue.number)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return isPlainWhenAbsent(value) ? StateValue.none : nil }
            return Self.value(wrapped.value)
        case .enum:
            // A case with associated values shows them; the case name alone is what a screen shows.
            return .text(String(describing: value))
        default:
            return nil
        }
    }

    /// Whether an absent optional is one of a plain type, so it shows as `none` rather than being
    /// left out: text, numbers and flags (`LosslessStringConvertible`, floats excepted), and enums
    /// with raw values or a case list. An absent object, closure or collection is not state.
    static func isPlainWhenAbsent(_ optional: Any) -> Bool {
        guard let wrapped = (optional as? any AbsentOptional).map({ type(of: $0).wrappedType }) else { return false }
        return isPlainWhenAbsent(wrapped: wrapped)
    }

    /// Whether an absent optional of `wrapped` shows as `none` (``isPlainWhenAbsent(_:)``).
    static func isPlainWhenAbsent(wrapped: Any.Type) -> Bool {
        if wrapped is any FloatingPoint.Type { return false }
        return wrapped is any LosslessStringConvertible.Type || wrapped is any RawRepresentable.Type
            || wrapped is any CaseIterable.Type
    }
}

/// An optional, asked for the type it wraps (an absent value has no value to ask) and for its value.
protocol AbsentOptional {
    static var wrappedType: Any.Type { get }
    var wrappedValue: Any? { get }
}

extension Optional: AbsentOptional {
    static var wrappedType: Any.Type { Wrapped.self }
    var wrappedValue: Any? { map { $0 } }
}
