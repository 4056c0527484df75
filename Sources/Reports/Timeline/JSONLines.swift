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

    /// The last line: the run's verdict, as the text timeline's closing comment gives it — how many
    /// expectations held, failed and were not reached, the events, where the run ended, and what
    /// stopped it early.
    public static func summary(_ outcome: RunOutcome) -> String {
        let failed = outcome.failures.count
        let unreached = outcome.notReached.count
        var fields: [(String, TraceValue)] = [
            ("end_us", .int(outcome.end.microsecondsSinceStart)), ("events", .int(Int64(outcome.events))),
            ("expectations", .int(Int64(outcome.results.count))), ("failed", .int(Int64(failed))),
            ("hitEventLimit", .bool(outcome.hitEventLimit)), ("kind", "summary"),
            ("notReached", .int(Int64(unreached))), ("passed", .int(Int64(outcome.results.count - failed - unreached))),
            ("stopped", outcome.failure.map { .string("line \($0.location.line): \($0.message)") } ?? .null),
            ("time_us", .int(outcome.end.microsecondsSinceStart)),
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
