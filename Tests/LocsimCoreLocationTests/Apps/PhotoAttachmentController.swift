import LocsimPhotos
import LocsimUIKit
import Observation

/// A FieldNote attachment screen as an iOS 17 app writes it: Attach Photo presents the system picker
/// (no library permission); Browse Library asks for read/write only when opened, shows limited
/// access as the selection with Select More Photos, explains denied, restricted and unknown statuses;
/// Use Photo keeps the first photo's identifier, which the screen fetches again whenever the app
/// becomes active.
@MainActor @Observable
final class PhotoAttachmentController: UIViewController, PHPickerViewControllerDelegate {
    var screen = "note"
    var access = "none"
    var shown = 0
    var added = 0
    var attachments = 0
    var attached = "none"
    @ObservationIgnored private var firstIdentifier: String?
    @ObservationIgnored private var storedIdentifier: String?
    @ObservationIgnored private var becameActive: (any NSObjectProtocol)?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        becameActive = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    func attachTapped() {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        attachments += results.count
    }

    func browseTapped() {
        let status = PHPhotoLibrary.authorizationStatus(for: .readWrite)
        guard status == .notDetermined else { return show(status) }
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
            MainActor.assumeIsolated { self.show(status) }
        }
    }

    func browseAsyncTapped() {
        Task {
            let status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
            show(status)
        }
    }

    func selectMoreTapped() {
        PHPhotoLibrary.shared().presentLimitedLibraryPicker(from: self) { identifiers in
            MainActor.assumeIsolated {
                self.added += identifiers.count
                self.refresh()
            }
        }
    }

    func useTapped() {
        guard let firstIdentifier else { return }
        storedIdentifier = firstIdentifier
        attachments += 1
        attached = "available"
        screen = "note"
    }

    func show(_ status: PHAuthorizationStatus) {
        switch status {
        case .authorized: openBrowser(access: "full")
        case .limited: openBrowser(access: "limited")
        case .denied, .restricted: close(to: "libraryOff")
        case .notDetermined: close(to: "note")
        @unknown default: close(to: "libraryUnknown")
        }
    }

    func openBrowser(access: String) {
        screen = "browser"
        self.access = access
        let assets = PHAsset.fetchAssets(with: nil)
        shown = assets.count
        firstIdentifier = assets.firstObject?.localIdentifier
    }

    func close(to screen: String) {
        self.screen = screen
        access = "none"
        shown = 0
    }

    func refresh() {
        if screen != "note" { show(PHPhotoLibrary.authorizationStatus(for: .readWrite)) }
        if let storedIdentifier {
            let found = PHAsset.fetchAssets(withLocalIdentifiers: [storedIdentifier], options: nil)
            attached = found.count > 0 ? "available" : "unavailable"
        }
    }
}
