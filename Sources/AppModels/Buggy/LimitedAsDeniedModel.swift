/// Bug: **treats limited access as denied**: the browser explains that access is off and sends the
/// user to Settings although they gave the app a selection (seed 002: limited is a supported
/// outcome). The reference, ``PhotoAttachmentModel``, shows the selected photos and offers Select
/// More Photos (PHO-4). Caught by `Scenarios/bugs/limited-as-denied.scenario`.
public struct LimitedAsDeniedModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: PhotoAttachmentModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = PhotoAttachmentModel(flaws: .limitedAsDenied)
    }
}
