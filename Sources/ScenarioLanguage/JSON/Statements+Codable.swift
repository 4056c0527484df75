import SimulationKit

// The statements of a scenario in JSON: a header statement is its header's object plus `location`; a
// timeline entry is `{"time_us", "timing", "kind": "step"|"expectation", "step"|"expectation",
// "location"}`; `end` is `{"time_us", "location"}`. Inside ``Scenario`` a `location` may be left out.

extension HeaderStatement: Codable {
    /// Writes the header's `kind` and fields with `location` beside them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try header.encode(into: &container)
        try container.encode(location, forKey: "location")
    }

    /// Reads a statement with its `location`, which is required here (see ``Scenario/init(json:)``).
    public init(from decoder: any Decoder) throws {
        try self.init(from: try decoder.container(keyedBy: JSONKey.self), defaultLocation: nil)
    }

    /// Reads a statement, using `defaultLocation` when `location` is left out (nil: it is required).
    init(from container: KeyedDecodingContainer<JSONKey>, defaultLocation: SourceLocation?) throws {
        let header = try Header(from: container, otherFields: ["location"])
        self.init(header, location: try decodeLocation(in: container, default: defaultLocation))
    }
}

extension Action: Codable {
    static let json = JSONKinds(what: "timeline entry", kinds: [("step", ["step"]), ("expectation", ["expectation"])])

    /// Writes `{"kind": "step", "step": …}` or `{"kind": "expectation", "expectation": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try encode(into: &container)
    }

    /// Writes the kind and its field into an object that also holds the entry's time and location.
    func encode(into container: inout KeyedEncodingContainer<JSONKey>) throws {
        switch self {
        case .step(let step):
            try container.encode("step", forKey: "kind")
            try container.encode(step, forKey: "step")
        case .expectation(let expectation):
            try container.encode("expectation", forKey: "kind")
            try container.encode(expectation, forKey: "expectation")
        }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        try self.init(from: try decoder.container(keyedBy: JSONKey.self), otherFields: [])
    }

    /// Reads the kind and its field from an object that may also hold `otherFields`.
    init(from container: KeyedDecodingContainer<JSONKey>, otherFields: [String]) throws {
        let kind = try Self.json.kind(in: container, otherFields: otherFields)
        switch kind {
        case "step": self = .step(try container.decode(Step.self, forKey: "step"))
        case "expectation": self = .expectation(try container.decode(Expectation.self, forKey: "expectation"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension Timing: Codable {
    static let json = JSONKinds(
        what: "timing",
        kinds: [
            ("absolute", []), ("relative", ["after_us"]), ("continued", []), ("untimed", []),
            ("window", ["end_us", "step_us"]),
        ])

    /// Writes `{"kind": "absolute"}`, `{"kind": "relative", "after_us"}`, `{"kind": "continued"}`,
    /// `{"kind": "untimed"}` or `{"kind": "window", "end_us", "step_us"?}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .absolute: try container.encode("absolute", forKey: "kind")
        case .relative(let span):
            try container.encode("relative", forKey: "kind")
            try container.encode(span, forKey: "after_us")
        case .continued: try container.encode("continued", forKey: "kind")
        case .untimed: try container.encode("untimed", forKey: "kind")
        case .window(let end, let step):
            try container.encode("window", forKey: "kind")
            try container.encode(end, forKey: "end_us")
            try container.encodeIfPresent(step, forKey: "step_us")
        }
    }

    /// Reads what ``encode(to:)`` writes; a window's `step_us` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let kind = try Self.json.kind(in: container)
        switch kind {
        case "absolute": self = .absolute
        case "relative": self = .relative(try container.decodeDuration(forKey: "after_us"))
        case "continued": self = .continued
        case "untimed": self = .untimed
        case "window":
            self = .window(
                end: try container.decodeInstant(forKey: "end_us"),
                step: try container.decodeDurationIfPresent(forKey: "step_us"))
        default: throw Self.json.unhandled(kind, in: container)
        }
    }
}

extension TimelineEntry: Codable {
    /// Writes `{"time_us", "timing", "kind", "step"|"expectation", "location"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(time, forKey: "time_us")
        try container.encode(timing, forKey: "timing")
        try action.encode(into: &container)
        try container.encode(location, forKey: "location")
    }

    /// Reads an entry with its `location`, which is required here (see ``Scenario/init(json:)``).
    public init(from decoder: any Decoder) throws {
        try self.init(from: try decoder.container(keyedBy: JSONKey.self), defaultLocation: nil)
    }

    /// Reads an entry, using `defaultLocation(entry)` when `location` is left out (nil: it is required).
    init(
        from container: KeyedDecodingContainer<JSONKey>, defaultLocation: ((TimelineEntry) -> SourceLocation)?
    )
        throws
    {
        let action = try Action(from: container, otherFields: ["time_us", "timing", "location"])
        self.init(
            time: try container.decodeInstant(forKey: "time_us"),
            timing: try container.decode(Timing.self, forKey: "timing"), action: action,
            location: SourceLocation(file: "", line: 0, column: 0))
        if let defaultLocation {
            location = try container.decodeIfPresent(SourceLocation.self, forKey: "location") ?? defaultLocation(self)
        } else {
            location = try container.decode(SourceLocation.self, forKey: "location")
        }
    }
}

extension EndStatement: Codable {
    /// Writes `{"time_us", "location"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(time, forKey: "time_us")
        try container.encode(location, forKey: "location")
    }

    /// Reads an end with its `location`, which is required here (see ``Scenario/init(json:)``).
    public init(from decoder: any Decoder) throws {
        try self.init(from: try decoder.container(keyedBy: JSONKey.self), defaultLocation: nil)
    }

    /// Reads an end, using `defaultLocation` when `location` is left out (nil: it is required).
    init(from container: KeyedDecodingContainer<JSONKey>, defaultLocation: SourceLocation?) throws {
        try checkFields(["time_us", "location"], of: "an end", in: container)
        self.init(
            time: try container.decodeInstant(forKey: "time_us"),
            location: try decodeLocation(in: container, default: defaultLocation))
    }
}

/// The `location` of a statement, or `defaultLocation` when it is left out and one is allowed.
private func decodeLocation(
    in container: KeyedDecodingContainer<JSONKey>, default defaultLocation: SourceLocation?
) throws -> SourceLocation {
    if let defaultLocation {
        return try container.decodeIfPresent(SourceLocation.self, forKey: "location") ?? defaultLocation
    }
    return try container.decode(SourceLocation.self, forKey: "location")
}
