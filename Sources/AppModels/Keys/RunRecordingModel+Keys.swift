extension RunRecordingModel {
    /// `run-recording`'s keys: each feature's states are those its gate gives for some access and
    /// precision, so a state a feature can never be in is not listed.
    public static var keys: ModelKeys? {
        func states(_ feature: FeatureGate.Feature) -> [StateValue] {
            FeatureGate.Access.allCases.flatMap { access in
                [true, false].map { .text(FeatureGate.state(of: feature, access: access, precise: $0).rawValue) }
            }
        }
        return ModelKeys(
            ui: [
                StateKey("weather", states(.cityWeather)),
                StateKey("map", states(.liveMap)),
                StateKey("route", states(.routeAndDistance)),
                StateKey("splits", states(.splitAlerts)),
                StateKey("background", states(.backgroundRecording)),
                StateKey(
                    "distance",
                    free: .text("the measured metres, plus `, with a gap` after an approximate stretch (`1500 m`)")),
                StateKey("speed", texts: ["—"], free: .text("the last trusted speed (`1.39 m/s`)")),
                StateKey("banner", [.none, autoPauseBanner]),
                StateKey("button", texts: ["Start run", "Stop run"]),
            ],
            session: [
                StateKey("recording", texts: Recording.allCases.map(\.rawValue)),
                StateKey("segments", free: .count("segments recorded")),
                StateKey("precision", texts: ["precise", "approximate"], orNone: true),
                StateKey("distance_m", free: .number("metres measured from precise segments")),
                StateKey.flag("approximateGaps"),
                StateKey.flag("autoPaused"),
            ])
    }
}
