import LocationSystem
import LocsimHost
import LocsimUIKit

/// How a `PHPickerViewController` is set up. The picker needs no library permission (PHO-6).
public struct PHPickerConfiguration: Sendable {
    /// How many items the user may pick (0: no limit). The simulated user picks as a scenario's
    /// `pick N` says; locsim does not enforce the limit.
    public var selectionLimit = 1

    /// A configuration without library identifiers in its results.
    public init() {}

    /// A configuration whose results would carry library identifiers (locsim's carry none).
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// One picked item. locsim models how many items the user picked, not the items: there is no item
/// provider, and `assetIdentifier` is nil.
public struct PHPickerResult: Hashable, Sendable {
    /// The picked photo's library identifier (nil: locsim does not model which photo was picked).
    public let assetIdentifier: String?
}

/// Hears what the user picked.
@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user tapped Done (with the picked items) or Cancel (none).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system photo picker (PHO-6): presenting it asks for no permission and changes none; its
/// delegate hears the results when the user is done.
@MainActor
open class PHPickerViewController: UIViewController {
    /// The configuration it was made with.
    public let configuration: PHPickerConfiguration
    /// Hears the results.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker with `configuration`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// On screen: the system shows the picker sheet, and the delegate hears its results.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let process = HostedProcess.current,
            process.call("present(_:animated:completion:)", { $0.presentPhotoPicker() }) != nil
        else { return }
        process.await(.photoPicker) { [weak self] event in
            guard let self, case .photoPickerResult(let count) = event else { return }
            let results = Array(repeating: PHPickerResult(assetIdentifier: nil), count: count)
            MainActor.assumeIsolated { self.delegate?.picker(self, didFinishPicking: results) }
        }
    }
}
