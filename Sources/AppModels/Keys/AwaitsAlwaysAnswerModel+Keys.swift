extension AwaitsAlwaysAnswerModel {
    /// `authorization`'s keys, plus the step and banner of the screen that hangs on requestAlways.
    public static var keys: ModelKeys? {
        AuthorizationModel.declaredKeys
            .adding(ui: "step", [AuthorizationModel.waitingStep])
            .adding(ui: "banner", [AuthorizationModel.waitingBanner])
    }
}
