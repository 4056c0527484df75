extension TrackingSessionModel {
    /// `tracking-session`'s keys; distances and gaps are measured, so described rather than listed.
    public static var keys: ModelKeys? {
        ModelKeys(
            ui: [
                StateKey("screen", texts: ["Run"]),
                StateKey("button", texts: ["Start run", "Stop run"]),
                StateKey("banner", [.none, pausedBanner]),
                StateKey("distance", free: .text("the distance counted, in metres (`54 m`)")),
            ],
            session: [
                StateKey("tracking", texts: Tracking.allCases.map(\.rawValue)),
                StateKey("distance_m", free: .number("metres counted")),
                StateKey("gaps", free: .text("the stretches without access, from the run's first fix (`[9s…40s]`)")),
                StateKey("transientFailures", free: .count("code-0 failures heard")),
            ])
    }
}
