/// What one ``Simulation/step()`` did: either it reached one of the driver's own events, or the
/// system ran one of its events and produced these records (possibly none).
public enum StepOutcome: Hashable, Sendable {
    /// The driver's event scheduled with ``Simulation/schedule(external:at:)``, handed back untouched.
    case external(Int)
    /// A system event ran; deliveries among the records go to the app model.
    case system([SystemRecord])
}
