import Testing

@testable import LocsimCLI

/// `journey-field-note` and the invariant each of `field-note`'s bugs breaks in it. The model's own
/// invariants do the catching (the file's `always` lines add the system's side): exploration checks
/// them in every timeline.
@Suite("journey-field-note: field-note passes every timeline, each of its bugs breaks its invariant")
struct FieldNoteJourneyTests {
    static let path = "Scenarios/explore/journey-field-note.scenario"

    @Test("field-note: 0 violations over the whole space, the same at 1 and 2 jobs")
    func referencePasses() {
        let one = runLocsim(["explore", Self.path, "--jobs", "1"])
        #expect(one.status == .success)
        #expect(one.output.contains("violations: 0\n"))
        #expect(one.output.contains("timelines:         40 simulated, 48 covered, 4 merged\n"))
        #expect(one.output.contains("bounds:            none reached; the exploration is complete\n"))
        #expect(runLocsim(["explore", Self.path, "--jobs", "2"]).output == one.output)
    }

    @Test(
        "each bug breaks the model invariant that names its mistake",
        arguments: [
            ("stale-completion", "the recorder is back after the user closed it"),
            ("two-views-same-request", "2 microphone requests in flight at once"),
            ("places-without-fallback", "Places offers no manual entry without precise location"),
            ("settings-visit-as-grant", "Places shows nearby results though the status read is denied"),
            ("saves-silent-recording", "records while the microphone is not allowed"),
        ])
    func bugsAreCaught(_ model: String, _ invariant: String) {
        let explored = runLocsim(["explore", Self.path, "--model", model, "--jobs", "1"])
        #expect(explored.status == .failure)
        #expect(explored.output.contains("model invariant broken: \(invariant)"))
    }
}
