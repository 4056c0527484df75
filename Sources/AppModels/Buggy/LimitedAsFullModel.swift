/// Bug: **treats limited access as full**: the browser claims the whole library and offers no way to
/// add to the selection (seed 002: limited access permits the authorized subset, not the entire
/// library). The reference, ``PhotoAttachmentModel``, says limited and offers Select More Photos
/// (PHO-4). Caught by `Scenarios/bugs/limited-as-full.scenario`.
public struct LimitedAsFullModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: PhotoAttachmentModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = PhotoAttachmentModel(flaws: .limitedAsFull)
    }
}
