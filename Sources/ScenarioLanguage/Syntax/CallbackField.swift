/// One `FIELD=VALUE` filter of `expect callback`, in file order (`status=0`, `fullAccuracy=true`).
public struct CallbackField: Hashable, Sendable {
    /// A field of the trace's callback objects (`status`, `fullAccuracy`, `code`, …).
    public var name: String
    /// The value the field must have.
    public var value: Value

    /// A field filter, for scenarios built by tools.
    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}
