import AppModels

/// `locsim models --keys`: each model's `ui` and `session` keys with all their values, as Markdown,
/// rendered from the models' own declarations (``AppModel/keys``). docs/models.md holds this text
/// for the built-in models, and a test keeps it equal, so the docs cannot list a key the model lacks.
enum ModelKeysMarkdown {
    /// One section per model, in registry order.
    static func render(_ models: [ModelDescriptor]) -> String {
        models.map(section).joined(separator: "\n")
    }

    /// `### Keys of `NAME``, then a table of every key, UI first.
    static func section(_ descriptor: ModelDescriptor) -> String {
        var out = "### Keys of `\(descriptor.name)`\n\n"
        guard let keys = descriptor.keys else {
            return out + "The model does not declare its keys.\n"
        }
        out += "| key | values |\n|---|---|\n"
        for group in ModelKeys.Group.allCases {
            let declared = group == .ui ? keys.ui : keys.session
            if declared.isEmpty { out += "| `\(group.rawValue)` | none: the model shows no \(group.rawValue) keys |\n" }
            for key in declared {
                out += "| `\(group.rawValue).\(key.name)` | \(values(of: key)) |\n"
            }
        }
        return out
    }

    /// The listed values, then the free ones in words: `` `Run`, `Location access` ``.
    static func values(of key: StateKey) -> String {
        var parts = key.values.map { $0 == .none ? "none" : "`\($0.description)`" }
        if let free = key.free {
            let kind = free.kind == .text ? "text" : "number"
            parts.append(key.values.isEmpty ? "\(kind): \(free.words)" : "or \(kind): \(free.words)")
        }
        return parts.joined(separator: ", ").replacingOccurrences(of: "|", with: "\\|")
    }
}
