import Vocabulary

/// `PHPhotoLibrary.authorizationStatus(for:)` as a Swift `switch` meets it: PhotoKit's status is an
/// Objective-C enum, which may hold a raw value the app's SDK does not declare (PHO-9's what-if).
/// A value model reads the raw value through this type, so its `unknown` branch is the model's
/// `@unknown default`.
enum PhotoStatusReading: Hashable, Sendable {
    /// A status the SDK declares.
    case known(PhotoAuthorizationStatus)
    /// A raw value no declared case holds.
    case unknown(Int)

    /// The reading of `rawValue`.
    init(rawValue: Int) {
        if let status = PhotoAuthorizationStatus(rawValue: rawValue) {
            self = .known(status)
        } else {
            self = .unknown(rawValue)
        }
    }
}
