import Replay

/// The trace for machines: one JSON object a line, keys sorted, in time order; the schema of
/// SCENARIO-LANGUAGE.md (`time_us`, `kind`, and the kind's fields; `rule` on system-made records).
public enum JSONLines {
    /// The first line: the header as a record of kind `run`, so a JSON Lines file is reproducible on
    /// its own.
    public static func header(_ header: TraceHeader) -> String {
        var overrides = TraceFields()
        for override in header.overrides { overrides[override.name] = .string(override.value) }
        var fields: [(String, TraceValue)] = [
            ("file", .string(header.file)), ("kind", .string("run")), ("model", .string(header.model)),
            ("overrides", .object(overrides)),
            ("profile", .string(header.profile)), ("seed", .string(String(header.seed))),
            ("time_us", .int(0)), ("title", .string(header.title)),
        ]
        fields.sort { $0.0 < $1.0 }
        var text = ""
        JSONText.writeObject(fields, into: &text)
        return text + "\n"
    }

    /// One record as one line (with its newline).
    public static func line(_ record: TraceRecord) -> String {
        record.jsonLine + "\n"
    }
}
