/// `PHAuthorizationStatus`, with PhotoKit's raw values: what
/// `PHPhotoLibrary.authorizationStatus(for:)` answers. Photos has its own fifth case, `limited`
/// (PHO-4: the user chose which photos the app sees), which neither ``CaptureAuthorizationStatus`` nor
/// ``MotionStatus`` has.
///
/// ```swift
/// PhotoAuthorizationStatus(name: "limited")?.rawValue  // 4
/// ```
public enum PhotoAuthorizationStatus: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// 0: the user has not answered.
    case notDetermined = 0
    /// 1: device management forbids access.
    case restricted = 1
    /// 2: the user said no (or chose None, or Add Photos Only for read/write).
    case denied = 2
    /// 3: full access.
    case authorized = 3
    /// 4: access to the photos the user selected (read/write only).
    case limited = 4

    /// The names in raw-value order, for suggestions.
    public static let names: [String] = allCases.map(\.name)

    /// The Swift case name (`notDetermined`).
    public var name: String {
        switch self {
        case .notDetermined: return "notDetermined"
        case .restricted: return "restricted"
        case .denied: return "denied"
        case .authorized: return "authorized"
        case .limited: return "limited"
        }
    }

    /// The status with this exact name, if any.
    public init?(name: String) {
        guard let status = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = status
    }

    /// The name: ``name``.
    public var description: String { name }
}

/// `PHAccessLevel`, with PhotoKit's raw values: adding photos (`addOnly`) is asked and answered apart
/// from reading and writing the library (`readWrite`, PHO-2).
public enum PhotoAccessLevel: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// 1: add to the library without reading it (NSPhotoLibraryAddUsageDescription).
    case addOnly = 1
    /// 2: read and write the library (NSPhotoLibraryUsageDescription).
    case readWrite = 2

    /// The Swift case name, as scenarios write it (`call requestAuthorization readWrite`).
    public var name: String { self == .addOnly ? "addOnly" : "readWrite" }

    /// The level with this exact name, if any.
    public init?(name: String) {
        guard let level = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = level
    }

    /// The permission this level is asked and stored as.
    public var permission: PrivacyPermission { self == .addOnly ? .photosAddOnly : .photos }

    /// The name: ``name``.
    public var description: String { name }
}

/// The app's Photos row in Settings (PHO-5): None, Add Photos Only, Limited Access, Full Access.
public enum PhotoLibrarySetting: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// None: read/write and add-only both denied.
    case none
    /// Add Photos Only: read/write denied, adding authorized.
    case addOnly = "add-only"
    /// Limited Access: read/write limited to the selection, adding authorized.
    case limited
    /// Full Access: both authorized.
    case full

    /// The spellings, in Settings' order.
    public static let names: [String] = allCases.map(\.rawValue)

    /// What the row sets: the read/write status and the add-only one.
    public var statuses: (readWrite: PhotoAuthorizationStatus, addOnly: PhotoAuthorizationStatus) {
        switch self {
        case .none: return (.denied, .denied)
        case .addOnly: return (.denied, .authorized)
        case .limited: return (.limited, .authorized)
        case .full: return (.authorized, .authorized)
        }
    }

    /// The word scenarios use (`add-only`).
    public var description: String { rawValue }
}
