import LocationSystem

/// Bug: **awaits an answer to requestAlways.** The app shows "Waiting for your answer…" until a
/// callback arrives, but Keep Only While Using on the upgrade alert sends none (AUTH-7), so the screen
/// hangs for good. The reference, ``AuthorizationModel``, records that it asked and moves on to
/// Settings without waiting.
///
/// Same keys and taps as `authorization` (plus `ui.step == waitingForAnswer` while it hangs);
/// `needsAlways` defaults to `true` because the bug lives on the Always path. Caught by
/// `Scenarios/bugs/awaits-always-answer.scenario`.
public struct AwaitsAlwaysAnswerModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: AuthorizationModel

    /// Takes `authorization`'s options; `needsAlways` defaults to true.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = try AuthorizationModel(options: options, flaws: .awaitsAlwaysAnswer, needsAlwaysByDefault: true)
    }
}
