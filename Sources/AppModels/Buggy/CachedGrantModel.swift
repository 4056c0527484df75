import LocationSystem

/// Bug: **caches "granted" forever.** The first grant is stored (`locationGranted` in storage) and
/// trusted from then on. Allow Once reports the same 4 as While Using and reverts to 0 about 18 s
/// after the app leaves the foreground (AUTH-3); this app keeps showing the run as ready, even after a
/// relaunch. The reference, ``AuthorizationModel``, follows the status stream and asks again.
///
/// Same keys, options and taps as `authorization`; caught by `Scenarios/bugs/cached-grant.scenario`.
public struct CachedGrantModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: AuthorizationModel

    /// Takes `authorization`'s options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = try AuthorizationModel(options: options, flaws: .cachesGrant)
    }
}
