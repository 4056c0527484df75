/// Bug: **nearby places without a manual fallback** (seed 002: "When access is denied or
/// restricted, let the person enter an area manually"; "Nearby-area suggestions should remain
/// useful"). Places lists what location finds and nothing else: after Don't Allow, under a
/// restriction or with Location Services off it is a dead end, and with reduced accuracy the person
/// cannot name the exact place. The reference, ``FieldNoteModel``, always offers manual entry.
/// Caught by `Scenarios/bugs/places-without-fallback.scenario`.
public struct PlacesWithoutFallbackModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: FieldNoteModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = FieldNoteModel(flaws: .placesWithoutFallback)
    }
}
