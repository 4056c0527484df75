/// SimulationKit: virtual time, the event queue and the random streams that every other locsim module
/// runs on. It knows nothing about Core Location, so its determinism can be tested on its own.
public enum SimulationKit {
    /// The version locsim reports with `--version`, kept here so every module and tool agrees.
    public static let version = "0.1.0"
}
