/// Bug: **treats a status its SDK does not declare as access** (seed 002: unknown future enum cases
/// should produce a recoverable interface rather than optimistic access). The reference,
/// ``PhotoAttachmentModel``, explains and offers Settings from its `@unknown default`. No iOS answers
/// such a status: PHO-9's what-if device (`device unknown-photo-status yes`) does. Caught by
/// `Scenarios/bugs/unknown-status-as-access.scenario`.
public struct UnknownStatusAsAccessModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: PhotoAttachmentModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = PhotoAttachmentModel(flaws: .unknownStatusAsAccess)
    }
}
