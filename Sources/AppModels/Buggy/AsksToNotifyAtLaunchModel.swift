/// Bug: **asks for notifications at first launch**, with the alert, before any reminder exists
/// (seed 002: request the options when a reminder becomes useful; Apple: ask in context, NOTIF-1).
/// The reference, ``RemindersModel``, asks quietly when the first reminder is added and with the
/// alert only when the user engages one. Caught by
/// `Scenarios/bugs/asks-to-notify-at-launch.scenario`.
public struct AsksToNotifyAtLaunchModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: RemindersModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = RemindersModel(flaws: .asksAtLaunch)
    }
}
