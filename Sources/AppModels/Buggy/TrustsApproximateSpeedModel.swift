import LocationSystem

/// Bug: **trusts speed and course 0 from approximate fixes.** The app checks `speed >= 0`, Core
/// Location's documented validity test, but an approximate fix reports speed 0 and course 0 rather
/// than the invalid −1 (ACC-2), so with Precise Location off a moving runner reads as standing still
/// and the run auto-pauses. The reference, ``RunRecordingModel``, trusts speed from precise fixes only.
///
/// Same keys and taps as `run-recording`; caught by `Scenarios/bugs/trusts-approximate-speed.scenario`.
public struct TrustsApproximateSpeedModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: RunRecordingModel

    /// Takes no options, like `run-recording`.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = RunRecordingModel(flaws: .trustsApproximateSpeed)
    }
}
