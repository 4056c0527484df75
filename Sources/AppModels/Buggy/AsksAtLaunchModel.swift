/// Bug: **asks for the microphone at first launch**, before the user engaged any feature (seed 002:
/// a deliberate feature action may request access). The alert comes out of context and its answer
/// is likelier to be no. The reference, ``VoiceNoteModel``, asks when the user taps Record. Caught
/// by `Scenarios/bugs/asks-at-launch.scenario`.
public struct AsksAtLaunchModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: VoiceNoteModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = VoiceNoteModel(flaws: .asksAtLaunch)
    }
}
