/// Bug: **two views begin the same request** (seed 002: "Centralize request coordination so
/// repeated taps and multiple views cannot begin the same request twice"). The note's Record button
/// asks for the microphone and the recorder sheet asks again as it appears; the system shows one
/// alert and answers both (MIC-1), so the second answer reaches the app as if it were a fresh one.
/// The reference, ``FieldNoteModel``, has one request in flight per permission. Caught by
/// `Scenarios/bugs/two-views-same-request.scenario`.
public struct TwoViewsSameRequestModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: FieldNoteModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = FieldNoteModel(flaws: .twoViewsSameRequest)
    }
}
