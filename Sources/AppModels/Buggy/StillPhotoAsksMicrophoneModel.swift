/// Bug: **a still photo asks for the microphone too**, because the app also records voice notes
/// (seed 002: camera access grants nothing for the microphone, and a still-photo flow must not ask
/// for recording). The user answers a second alert for a feature they did not engage. The
/// reference, ``VoiceNoteModel``, asks for the camera alone. Caught by
/// `Scenarios/bugs/still-photo-asks-microphone.scenario`.
public struct StillPhotoAsksMicrophoneModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: VoiceNoteModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = VoiceNoteModel(flaws: .stillPhotoAsksMicrophone)
    }
}
