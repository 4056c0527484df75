import LocationSystem
import LocsimHost
import LocsimUIKit
import Vocabulary

/// The photo library as permission code meets it: the status and request per access level (PHO-1
/// to PHO-3, PHO-8) and the limited-library picker (PHO-4). Library changes are not simulated
/// beyond the limited selection.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    /// The process's photo library.
    open class func shared() -> PHPhotoLibrary { library }

    /// Whether the app may use the library at `accessLevel`.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        PHAuthorizationStatus(PhotoRequest.status(accessLevel.level))
    }

    /// Asks for `accessLevel`: the alert while undecided (PHO-1, PHO-2), the stored status after
    /// a decision (PHO-3), restricted without an alert (PHO-8). `handler` gets the status.
    open class func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
    ) {
        let level = accessLevel.level
        PhotoRequest.ask(
            "requestAuthorization(for:handler:)", { $0.requestPhotoAuthorization(for: level) },
            on: .photoAuthorization(level),
            reply: { event in
                guard case .photoAuthorizationResult(_, let status) = event else { return }
                handler(PHAuthorizationStatus(status))
            },
            otherwise: { handler(authorizationStatus(for: accessLevel)) })
    }

    /// ``requestAuthorization(for:handler:)`` awaited.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        await withCheckedContinuation { continuation in
            requestAuthorization(for: accessLevel) { continuation.resume(returning: $0) }
        }
    }

    /// Lets the user add to a limited selection (PHO-4); does nothing unless access is limited.
    @MainActor
    open func presentLimitedLibraryPicker(from controller: UIViewController) {
        HostedProcess.current?.call("presentLimitedLibraryPicker(from:)") { $0.presentLimitedLibraryPicker() }
    }

    /// ``presentLimitedLibraryPicker(from:)`` whose `completionHandler` gets the identifiers the
    /// user added (none after Cancel). Unless access is limited nothing is shown and the handler
    /// is never called.
    @MainActor
    open func presentLimitedLibraryPicker(
        from controller: UIViewController, completionHandler: @escaping @Sendable ([String]) -> Void
    ) {
        let api = "presentLimitedLibraryPicker(from:completionHandler:)"
        guard PhotoRequest.status(.readWrite) == .limited else {
            HostedProcess.current?.call(api) { $0.presentLimitedLibraryPicker() }
            return
        }
        let before = PhotoRequest.accessible
        PhotoRequest.ask(
            api, { $0.presentLimitedLibraryPicker() }, on: .limitedLibraryPicker,
            reply: { _ in
                let added = PhotoRequest.accessible.filter { !before.contains($0) }
                completionHandler(added.map(PhotoRequest.identifier))
            },
            otherwise: { completionHandler([]) })
    }
}
