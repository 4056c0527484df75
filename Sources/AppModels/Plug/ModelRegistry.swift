/// The models a run can name, built in and the user's own, in the order `locsim models` lists them.
///
/// A team plugs in its model by adding a descriptor and starting the CLI or the runner with the
/// extended registry; nothing global is mutated, so tests and parallel runs stay independent.
public struct ModelRegistry: Sendable {
    /// Every model, in listing order.
    public private(set) var descriptors: [ModelDescriptor]

    /// A registry of exactly these models.
    public init(_ descriptors: [ModelDescriptor]) {
        self.descriptors = []
        for descriptor in descriptors { register(descriptor) }
    }

    /// Adds a model, replacing a built-in one of the same name (a team's own `authorization`, say).
    public mutating func register(_ descriptor: ModelDescriptor) {
        descriptors.removeAll { $0.name == descriptor.name }
        descriptors.append(descriptor)
    }

    /// The model called `name`.
    public func descriptor(named name: String) -> ModelDescriptor? {
        descriptors.first { $0.name == name }
    }

    /// Every name, for suggestions and the scenario vocabulary.
    public var names: [String] { descriptors.map(\.name) }
}
