/// Bug: **provisional authorization read as a promise of banners** (seed 002: provisional
/// notifications are noninterruptive trial notifications and must not be expected to alert; NOTIF-3).
/// The screen tells the user reminders will show as banners while they go quietly to Notification
/// Center. The reference, ``RemindersModel``, promises banners only while alerts are enabled. Caught
/// by `Scenarios/bugs/provisional-expects-alert.scenario`.
public struct ProvisionalExpectsAlertModel: AppModelVariant {
    /// The reference with the one flaw switched on.
    public var base: RemindersModel

    /// No options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        base = RemindersModel(flaws: .provisionalExpectsAlert)
    }
}
