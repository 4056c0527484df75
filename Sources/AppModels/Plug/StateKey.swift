/// One `ui` or `session` key a model shows, with every value it can take.
///
/// Declared next to the model so a scenario's author can know the model without running it:
/// `locsim models --keys` and docs/models.md are rendered from these declarations, and a test runs
/// every built-in model to check that it shows nothing they leave out.
public struct StateKey: Hashable, Sendable {
    /// The key as expectations name it after `ui.` or `session.` (`screen`, `distance_m`).
    public let name: String
    /// The values that can be listed, in the order the docs list them.
    public let values: [StateValue]
    /// The values that cannot be listed (a count, the plist's purpose string), in words; nil when
    /// ``values`` is all of them.
    public let free: FreeValues?

    /// A key with its listed values and, where some cannot be listed, words for those.
    public init(_ name: String, _ values: [StateValue] = [], free: FreeValues? = nil) {
        self.name = name
        var unique: [StateValue] = []
        for value in values where !unique.contains(value) { unique.append(value) }
        self.values = unique
        self.free = free
    }

    /// A key whose listed values are all text.
    public init(_ name: String, texts: [String], orNone: Bool = false, free: FreeValues? = nil) {
        self.init(name, (orNone ? [.none] : []) + texts.map(StateValue.text), free: free)
    }

    /// A key that is on or off.
    public static func flag(_ name: String) -> StateKey { StateKey(name, [.flag(false), .flag(true)]) }

    /// Whether the model may show `value` under this key.
    public func allows(_ value: StateValue) -> Bool {
        if values.contains(value) { return true }
        switch (free?.kind, value) {
        case (.text?, .text), (.number?, .number): return true
        default: return false
        }
    }

    /// The same key with more listed values (what a variation adds to its reference's key).
    public func adding(_ more: [StateValue]) -> StateKey { StateKey(name, values + more, free: free) }
}

/// Values of a key that cannot be listed, described in words (`a count`,
/// `the plist's NSLocationWhenInUseUsageDescription`).
public struct FreeValues: Hashable, Sendable {
    /// What such a value is.
    public enum Kind: Hashable, Sendable {
        /// Any text.
        case text
        /// Any whole number.
        case number
    }

    /// Text or number.
    public let kind: Kind
    /// What they are, for the docs.
    public let words: String

    /// Any text, described by `words`.
    public static func text(_ words: String) -> FreeValues { FreeValues(kind: .text, words: words) }
    /// Any whole number, described by `words`.
    public static func number(_ words: String) -> FreeValues { FreeValues(kind: .number, words: words) }
    /// A count of something.
    public static func count(_ what: String) -> FreeValues { .number("a count of \(what)") }
}
