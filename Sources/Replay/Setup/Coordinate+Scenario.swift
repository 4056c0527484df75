import LocationSystem
import ScenarioLanguage

extension LocationSystem.Coordinate {
    /// The system's micro-degree coordinate for a scenario's exact decimal one (`51.5007,-0.1246`);
    /// digits beyond the sixth decimal (about 11 cm) are truncated toward zero.
    init(_ coordinate: ScenarioLanguage.Coordinate) {
        self.init(
            latitude_e6: coordinate.latitude.nanoUnits / 1_000, longitude_e6: coordinate.longitude.nanoUnits / 1_000)
    }
}
