import LocationSystem

/// Bug: **treats the initial callback as the user's answer.** Every manager gets one authorization
/// callback 2–9 ms after its delegate is set, even with status 0 (AUTH-1); this app takes any callback
/// as "the user answered", so an undecided 0 reads as a refusal and the user is sent to Settings
/// before ever being asked. The reference, ``AuthorizationModel``, explains and asks.
///
/// Same keys, options and taps as `authorization`; caught by `Scenarios/bugs/initial-callback-as-answer.scenario`.
public struct InitialCallbackAsAnswerModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: AuthorizationModel

    /// Takes `authorization`'s options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = try AuthorizationModel(options: options, flaws: .initialCallbackIsAnswer)
    }
}
