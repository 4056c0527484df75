/// One `key=value` option of a `model` line, kept in file order and as text: the model interprets it.
public struct ModelOption: Hashable, Sendable {
    /// The option key, checked against the vocabulary's keys for the model.
    public var key: String
    /// The value as written (quotes removed).
    public var value: String

    /// An option, for scenarios built by tools.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
