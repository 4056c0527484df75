/// UIKit's view controller, with just what presenting a system picker needs (`PHPickerViewController`,
/// `PHPhotoLibrary.presentLimitedLibraryPicker(from:)`): presenting and dismissing. Nothing is drawn;
/// a presented controller hears `viewDidAppear(_:)` at once, as it would after its animation.
@MainActor
open class UIViewController: UIResponder {
    /// The controller this one presents, if any.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one, if any.
    open private(set) weak var presentingViewController: UIViewController?

    /// A controller without a nib (locsim loads none).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Presents `viewControllerToPresent` over this one: it hears `viewDidAppear(_:)`, then
    /// `completion` runs.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.viewDidAppear(flag)
        completion?()
    }

    /// Dismisses the controller this one presents (or, called on a presented one, itself).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// Called when the controller is on screen; subclasses override it.
    open func viewDidAppear(_ animated: Bool) {}
}
