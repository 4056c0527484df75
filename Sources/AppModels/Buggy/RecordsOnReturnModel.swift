/// Bug: **starts recording by itself on the return from Settings** once the microphone is on (seed
/// 002: avoid automatic capture as a side effect of recovery; opening Settings is not a request to
/// record). The reference, ``VoiceNoteModel``, shows the recorder ready and waits for a tap. Caught
/// by `Scenarios/bugs/records-on-return.scenario`.
public struct RecordsOnReturnModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: VoiceNoteModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = VoiceNoteModel(flaws: .recordsOnReturn)
    }
}
