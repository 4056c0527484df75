/// Bug: **refuses a picker import because the library status reads denied** (seed 002: the picker
/// needs no photo-library permission; do not reject selected media because an unrelated library
/// authorization check says denied). The reference, ``PhotoAttachmentModel``, attaches what the
/// picker returns whatever the status (PHO-6). Caught by `Scenarios/bugs/picker-rejected-when-denied.scenario`.
public struct PickerRejectedWhenDeniedModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: PhotoAttachmentModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = PhotoAttachmentModel(flaws: .pickerRejectedWhenDenied)
    }
}
