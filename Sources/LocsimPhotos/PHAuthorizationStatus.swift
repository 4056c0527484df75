import Vocabulary

/// Whether the app may use the photo library at a level (`PHPhotoLibrary.authorizationStatus(for:)`),
/// with PhotoKit's raw values: `limited` is read/write access to the photos the user selected (PHO-4).
public enum PHAuthorizationStatus: Int, Sendable {
    /// The user has not answered the alert.
    case notDetermined = 0
    /// Parental controls or a configuration profile forbid access; the user cannot change it (PHO-8).
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// Full access.
    case authorized = 3
    /// Access to the photos the user selected.
    case limited = 4

    /// The app-facing status of a simulated one: the raw values are PhotoKit's on both sides.
    init(_ status: PhotoAuthorizationStatus) {
        self = PHAuthorizationStatus(rawValue: status.rawValue) ?? .notDetermined
    }
}

/// The level of library access asked about (`PHAccessLevel`), with PhotoKit's raw values: adding
/// is asked and answered apart from reading and writing (PHO-2).
public enum PHAccessLevel: Int, Sendable {
    /// Add to the library without reading it (NSPhotoLibraryAddUsageDescription).
    case addOnly = 1
    /// Read and write the library (NSPhotoLibraryUsageDescription).
    case readWrite = 2

    /// The simulated level.
    var level: PhotoAccessLevel { self == .addOnly ? .addOnly : .readWrite }
}
