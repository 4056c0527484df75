/// The device's physical orientation, which heading values are relative to (`Int32`, as Apple's).
public enum CLDeviceOrientation: Int32, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upright, home button at the top.
    case portraitUpsideDown = 2
    /// Home button on the right.
    case landscapeLeft = 3
    /// Home button on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6
}
