/// Bug: **a Settings visit taken as a grant** (seed 002: "Opening Settings is not evidence that
/// permission changed"; "Also test returning without changing anything"). After the user taps Open
/// Settings from Places, this app assumes they allowed location and shows nearby places on return
/// without reading the status, so a user who changed nothing is offered nearby places that location
/// cannot find. The reference, ``FieldNoteModel``, reads the status again when
/// the app becomes active. Caught by `Scenarios/bugs/settings-visit-as-grant.scenario`.
public struct SettingsVisitAsGrantModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: FieldNoteModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = FieldNoteModel(flaws: .settingsVisitAsGrant)
    }
}
