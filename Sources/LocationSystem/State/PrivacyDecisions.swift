import SimulationKit
import Vocabulary

/// The stored answers for the camera and the microphone, and the completion handlers waiting for
/// an alert's answer. Each answer is kept in its framework's own type; a restriction (CAM-3) is the
/// device's, read over the stored answer, never stored here.
public struct PrivacyDecisions: FoldHashable, Sendable {
    /// The camera as the user left it: never `.restricted` (CAM-3 reads that from the device).
    public var camera = CaptureAuthorizationStatus.notDetermined
    /// The microphone as the user left it.
    public var microphone = RecordPermission.undetermined
    /// The photo library read and written (PHO-1); never `.restricted`.
    public var photos = PhotoAuthorizationStatus.notDetermined
    /// Adding to the photo library (PHO-2).
    public var photosAddOnly = PhotoAuthorizationStatus.notDetermined
    /// PHO-4: the photos a limited grant lets the app see, by number (1 up to the library's size), ascending.
    public var selection: [Int] = []
    /// Notifications: the status and the app's switches in Settings (NOTIF-1 to NOTIF-8).
    public var notifications = NotificationDecision()
    /// CAM-1, MIC-1, PHO-1, PHO-2: requests whose completion handlers wait for the alert's answer, in call order.
    public var waiting: [PrivacyPermission] = []

    /// A fresh install: nothing asked yet.
    public init() {}

    /// Folds in the small fields packed into one word, the selection, and how many requests wait:
    /// every state exploration keeps is hashed. Equality compares every field (what the app reads
    /// of notifications follows from what is stored).
    @inline(__always)
    public func fold(into fold: inout HashFold) {
        let stored = notifications.stored
        var small = PackedWord()
        small.add(camera.rawValue, bits: 4)
        small.add(photos.rawValue, bits: 4)
        small.add(photosAddOnly.rawValue, bits: 4)
        small.add(stored.authorizationStatus.rawValue, bits: 4)
        small.add(stored.alertSetting.rawValue, bits: 4)
        small.add(stored.soundSetting.rawValue, bits: 4)
        small.add(stored.badgeSetting.rawValue, bits: 4)
        small.add(Int(microphone.rawValue), bits: 32)
        fold.add(small.value)
        fold.add(UInt64(notifications.asked.rawValue))
        fold.add(waiting.count)
        fold.add(selection.count)
        for photo in selection { fold.add(photo) }
    }

    /// The stored answer for `permission`.
    public subscript(permission: PrivacyPermission) -> PrivacyStatus {
        get {
            switch permission {
            case .camera: return .camera(camera)
            case .microphone: return .microphone(microphone)
            case .photos: return .photos(photos)
            case .photosAddOnly: return .photosAddOnly(photosAddOnly)
            case .notifications: return .notifications(notifications.stored.authorizationStatus)
            }
        }
        set {
            switch newValue {
            case .camera(let status): camera = status
            case .microphone(let status): microphone = status
            case .photos(let status): photos = status
            case .photosAddOnly(let status): photosAddOnly = status
            case .notifications(let status): notifications.stored.authorizationStatus = status
            }
        }
    }
}

extension SystemState {
    /// What the app reads for `permission`: CAM-3 restricted when device management forbids the
    /// camera, PHO-8 restricted (both levels) when it forbids the photo library, otherwise the stored answer.
    /// Always inlined, like the other readings (``SystemState/status``): a call copies the whole state.
    @inline(__always)
    public func privacyStatus(_ permission: PrivacyPermission) -> PrivacyStatus {
        switch permission {
        case .camera where device.cameraRestricted: return .camera(.restricted)
        case .photos where device.photosRestricted: return .photos(.restricted)
        case .photosAddOnly where device.photosRestricted: return .photosAddOnly(.restricted)
        default: return privacy[permission]
        }
    }
}

/// The privacy permissions as the app reads them at one moment (CAM-3's and PHO-8's restrictions applied):
/// what expectations compare, kept as two small fields so a check's inputs stay cheap to copy.
public struct PrivacyReadings: Hashable, Sendable {
    /// `AVCaptureDevice.authorizationStatus(for: .video)`.
    public var camera: CaptureAuthorizationStatus
    /// `AVAudioApplication.shared.recordPermission`.
    public var microphone: RecordPermission
    /// `PHPhotoLibrary.authorizationStatus(for: .readWrite)`.
    public var photos: PhotoAuthorizationStatus
    /// `PHPhotoLibrary.authorizationStatus(for: .addOnly)`.
    public var photosAddOnly: PhotoAuthorizationStatus
    /// `UNNotificationSettings` (NOTIF-5).
    public var notifications: NotificationSettings

    /// The reading of `permission`.
    public subscript(permission: PrivacyPermission) -> PrivacyStatus {
        switch permission {
        case .camera: return .camera(camera)
        case .microphone: return .microphone(microphone)
        case .photos: return .photos(photos)
        case .photosAddOnly: return .photosAddOnly(photosAddOnly)
        case .notifications: return .notifications(notifications.authorizationStatus)
        }
    }
}

extension SystemState {
    /// Every privacy permission as the app reads it now. Always inlined, like the other readings.
    @inline(__always)
    public var privacyReadings: PrivacyReadings {
        PrivacyReadings(
            camera: device.cameraRestricted ? .restricted : privacy.camera, microphone: privacy.microphone,
            photos: device.photosRestricted ? .restricted : privacy.photos,
            photosAddOnly: device.photosRestricted ? .restricted : privacy.photosAddOnly,
            notifications: privacy.notifications.settings)
    }
}
