/// Bug: **saves a silent recording as success** (seed 002: "Test denial without saving a
/// misleading silent recording as success"). After Don't Allow on the microphone the recorder runs
/// anyway: with no input it captures silence, and Stop saves it as a voice note and a kept draft, as
/// if the note had been recorded. The reference, ``FieldNoteModel``, explains the refusal and offers
/// Settings. Caught by `Scenarios/bugs/saves-silent-recording.scenario`.
public struct SavesSilentRecordingModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: FieldNoteModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = FieldNoteModel(flaws: .savesSilentRecording)
    }
}
