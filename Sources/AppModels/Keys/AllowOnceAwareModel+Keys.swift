extension AllowOnceAwareModel {
    /// `authorization`'s keys with the expired-Allow-Once banner, then `grant` and `expiredAfter_ms`.
    public static var keys: ModelKeys? {
        var keys = AuthorizationModel.declaredKeys.adding(ui: "banner", [expiredBanner])
        keys.session += [
            StateKey("grant", texts: ["noGrant", "granted", "allowOnce", "withdrawn"]),
            StateKey(
                "expiredAfter_ms", [.none],
                free: .number("milliseconds from leaving the foreground to the Allow Once revert")),
        ]
        return keys
    }
}
