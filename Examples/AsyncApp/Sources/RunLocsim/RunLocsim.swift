import LocsimHost
import RunFeature

/// The Run screen as locsim runs it: the object made at every launch, the buttons a scenario can
/// tap, and the rule the app must keep.
public enum RunLocsim {
    /// `model run` in a scenario.
    public static let app = HostedApp(name: "run", summary: "the Run screen of Examples/AsyncApp") {
        RunViewModel()
    }
    .control("Start run") { $0.startRunTapped() }
    .control("End run") { $0.endRunTapped() }
    .invariant("a user who refused location is told so, not shown a GPS problem") { model in
        model.screen != .noSignal || model.status != "denied"
    }
}
