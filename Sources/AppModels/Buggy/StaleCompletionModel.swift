/// Bug: **a stale completion resumes a closed recorder** (seed 002: "A late completion must not
/// resurrect a dismissed recorder or present another permission screen over a different task").
/// The user left the app while the microphone alert was up, which closed the recorder; the answer
/// arrives later and this app continues the recorder anyway, recording (or explaining a refusal)
/// over the note the user went back to. The reference, ``FieldNoteModel``, checks that the recorder
/// that asked is still open. Caught by `Scenarios/bugs/stale-completion.scenario`.
public struct StaleCompletionModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: FieldNoteModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = FieldNoteModel(flaws: .staleCompletion)
    }
}
