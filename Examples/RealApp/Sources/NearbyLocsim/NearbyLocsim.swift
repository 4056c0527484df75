#if canImport(CoreLocation)
import CoreLocation
#endif
import LocsimHost
import NearbyFeature

/// The Nearby screen as locsim runs it: the object made at every launch, the buttons a scenario
/// can tap, and the rule the app must keep.
public enum NearbyLocsim {
    /// `model nearby` in a scenario.
    public static let app = HostedApp(name: "nearby", summary: "the Nearby screen of Examples/RealApp") {
        NearbyViewModel()
    }
    .control("Find nearby") { $0.findNearbyTapped() }
    .control("Open Settings") { $0.openSettingsTapped() }
    .invariant("Open Settings is offered only to a user who said no") { model in
        model.screen != .openSettings || model.authorizationStatus == .denied
            || model.authorizationStatus == .restricted
    }
}
