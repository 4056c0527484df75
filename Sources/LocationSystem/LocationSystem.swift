/// The simulated device and OS that every locsim run plays a scenario against.
///
/// The module's front door is ``Simulation``: one value holding the event queue, the system state, the
/// timing ``Profile`` and the seeded random streams. A driver steps it, hands each delivered
/// ``AppEvent`` to an app model through an ``AppSystem`` handle, and applies the ``AppCall``s the model
/// made with ``Simulation/perform(_:)``. Each catalog rule lives in one place under `Rules/`, named by
/// its ``RuleID``.
public enum LocationSystem {
    /// The module's name in the layer table of DESIGN.md, so a reader sees its place in the house.
    public static let layer = "LocationSystem"
}
