extension Optional {
    /// Whether there is no value, asked without `== nil`: for a wrapped type that is `Equatable`,
    /// `== nil` can compile to the two-optional comparison, which copies and destroys both sides.
    var isNone: Bool {
        if case .none = self { true } else { false }
    }
}
