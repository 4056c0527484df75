import LocationSystem

/// Bug: **shows the stale default status until the first callback.** The status is a stored property
/// defaulting to notDetermined and is never read at launch (LIFE-2), so a user who granted Always a
/// month ago sees the request screen — and the app fires a needless requestAlways — for the 2–9 ms
/// until the AUTH-1 callback corrects it. The reference, ``AlwaysGateModel``, reads the status
/// synchronously at launch.
///
/// Same keys and taps as `always-gate`; caught by `Scenarios/bugs/stale-default-status.scenario`.
public struct StaleDefaultStatusModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: AlwaysGateModel

    /// Takes no options, like `always-gate`.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = AlwaysGateModel(staleDefaultStatus: true)
    }
}
