import LocationSystem

/// A model of any concrete type, as the runner holds it: the registry picks the type by name at run
/// time, while exploration still needs to copy, compare and hash whatever it holds.
public struct AnyAppModel: Hashable, Sendable {
    /// The model itself.
    public private(set) var base: any AppModel

    /// Wraps a model.
    public init(_ base: any AppModel) {
        self.base = base
    }

    /// Wraps a driver that is a model (as ``ModelDescriptor/instantiate(_:)`` makes), or nil.
    public init?(_ driver: any AppDriver) {
        guard let model = driver as? any AppModel else { return nil }
        self.base = model
    }

    /// Forwards to the model's ``AppModel/handle(_:system:)``.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        base.handle(event, system: &system)
    }

    /// Forwards to the model's ``AppModel/tap(_:system:)``.
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        base.tap(label, system: &system)
    }

    /// The model's UI.
    public var ui: [StateEntry] { base.ui }

    /// The model's session state.
    public var session: [StateEntry] { base.session }

    /// The model's own invariants.
    public func invariantViolations(system: AppSystem) -> [String] {
        base.invariantViolations(system: system)
    }

    /// Equal when both hold models of the same type that are equal.
    public static func == (lhs: AnyAppModel, rhs: AnyAppModel) -> Bool {
        // Opens the existential instead of boxing both sides in `AnyHashable`: exploration compares
        // models at every merge, and the boxes were allocations.
        // The dynamic types first: a class model's subclass would pass `as?` one way only.
        guard ObjectIdentifier(type(of: lhs.base)) == ObjectIdentifier(type(of: rhs.base)) else { return false }
        func equal<Model: AppModel>(_ left: Model, _ right: any AppModel) -> Bool {
            guard let right = right as? Model else { return false }
            return left == right
        }
        return equal(lhs.base, rhs.base)
    }

    /// Hashes the model through its own `Hashable` conformance.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}
