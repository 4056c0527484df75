/// Every `ui` and `session` key a model can show, in display order: the model's declaration of what
/// expectations can read, so it is knowable without running it (docs/models.md is rendered from it).
public struct ModelKeys: Hashable, Sendable {
    /// The UI keys.
    public var ui: [StateKey]
    /// The session keys.
    public var session: [StateKey]

    /// A declaration.
    public init(ui: [StateKey], session: [StateKey]) {
        self.ui = ui
        self.session = session
    }

    /// The declared key of a group (`ui` or `session`) by name.
    public func key(_ name: String, in group: Group) -> StateKey? {
        (group == .ui ? ui : session).first { $0.name == name }
    }

    /// `ui` or `session`.
    public enum Group: String, Hashable, Sendable, CaseIterable {
        /// What the user sees.
        case ui
        /// What the feature holds.
        case session
    }

    /// The same keys with more values for one UI key: what a variation shows that its reference
    /// never does (the hanging `waitingForAnswer` step).
    public func adding(ui name: String, _ more: [StateValue]) -> ModelKeys {
        ModelKeys(ui: ui.map { $0.name == name ? $0.adding(more) : $0 }, session: session)
    }

    /// The same keys with more values for one session key.
    public func adding(session name: String, _ more: [StateValue]) -> ModelKeys {
        ModelKeys(ui: ui, session: session.map { $0.name == name ? $0.adding(more) : $0 })
    }
}
