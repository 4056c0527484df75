import LocationSystem

/// Bug: **joins approximate fixes into the distance.** Every fix is joined to the one before it, so a
/// snapped centre 1.7–2.1 km from the runner (ACC-2) adds a round trip to it: seed 004's run of
/// 2,000 m, 1,500 m of it measured, came out as 5,090 m. The reference, ``RunRecordingModel``, sums
/// precise segments only and says there was a gap.
///
/// Same keys and taps as `run-recording`; caught by `Scenarios/bugs/joins-approximate-fixes.scenario`.
public struct JoinsApproximateFixesModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: RunRecordingModel

    /// Takes no options, like `run-recording`.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = RunRecordingModel(flaws: .joinsApproximateFixes)
    }
}
