import AppModels
import BenchNearbyFeature
import BenchRunFeature
import LocsimCoreLocation
import LocsimHost

/// The apps the benchmarks run beside the built-in models: Examples/RealApp's object app (`nearby`,
/// registered as Examples/RealApp's NearbyLocsim registers it) and its value-model twin
/// (`nearby-value`); Examples/AsyncApp's async view model (`run`) and its delegate twin
/// (`run-delegate`). The main package cannot depend on Examples/, so `NearbyViewModel.swift` here is
/// a copy of the example's (Scripts/perf/BenchNearbyFeature), held to it byte for byte by
/// `NearbyTwinTests`, and `RunViewModel.swift` likewise (Scripts/perf/BenchRunFeature, `RunTwinTests`).
public enum BenchApps {
    /// `model nearby`: the example's class, with its controls and invariant.
    public static let nearby = HostedApp(name: "nearby", summary: "the Nearby screen of Examples/RealApp") {
        NearbyViewModel()
    }
    .control("Find nearby") { $0.findNearbyTapped() }
    .control("Open Settings") { $0.openSettingsTapped() }
    .invariant("Open Settings is offered only to a user who said no") { model in
        model.screen != .openSettings || model.authorizationStatus == .denied
            || model.authorizationStatus == .restricted
    }

    /// `model nearby-value`: the same logic as a value model.
    public static let nearbyValue = ModelDescriptor(
        NearbyModel.self, name: "nearby-value", summary: "the Nearby screen as a value model",
        source: "locsim-bench-apps: the value twin of Examples/RealApp's NearbyViewModel")

    /// `model run`: Examples/AsyncApp's async view model, registered as the example's RunLocsim
    /// registers it.
    public static let run = HostedApp(name: "run", summary: "the Run screen of Examples/AsyncApp") {
        RunViewModel()
    }
    .control("Start run") { $0.startRunTapped() }
    .control("End run") { $0.endRunTapped() }
    .invariant("a user who refused location is told so, not shown a GPS problem") { model in
        model.screen != .noSignal || model.status != "denied"
    }

    /// `model run-delegate`: the same screen as a delegate app (``RunDelegateViewModel``).
    public static let runDelegate = HostedApp(
        name: "run-delegate", summary: "the Run screen of Examples/AsyncApp as a delegate app"
    ) {
        RunDelegateViewModel()
    }
    .control("Start run") { $0.startRunTapped() }
    .control("End run") { $0.endRunTapped() }
    .invariant("a user who refused location is told so, not shown a GPS problem") { model in
        model.screen != .noSignal || model.status != "denied"
    }

    /// The built-in models with the benchmark's apps added.
    public static var registry: ModelRegistry {
        var registry = BuiltinModels.registry
        registry.register(nearby.descriptor)
        registry.register(nearbyValue)
        registry.register(run.descriptor)
        registry.register(runDelegate.descriptor)
        return registry
    }
}
