import LocationSystem
import LocsimHost

/// The app as UIKit shows it, with just what permission code touches: where the app is
/// (`applicationState`) and opening its page in Settings.
///
/// There is one `shared` instance; it reads the app process locsim is running now, so it answers
/// for the current timeline whichever run made it.
@MainActor
open class UIApplication: UIResponder {
    /// The app's instance.
    public static let shared = UIApplication()

    /// The app delegate: the object that hears the remote-notification registration (NOTIF-7).
    open weak var delegate: (any UIApplicationDelegate)?
    override init() {
        super.init()
    }

    /// Where the app is: `active` in the foreground, `background` otherwise.
    open var applicationState: UIApplication.State {
        let state = HostedProcess.current?.lifecycle.state ?? .background
        return UIApplication.State(rawValue: state.rawValue) ?? .background
    }

    /// Opens `url`. Only the app's own Settings page (``openSettingsURLString``) exists in locsim:
    /// opening it sends the app to the background with Settings in front (LIFE-3), and
    /// `completion` hears `true` on the main queue afterwards. Any other URL opens nothing and hears
    /// `false`, and the run reports it, since the app may depend on what it would have opened.
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let opened = record(url)
        guard let completion else { return }
        DispatchQueue.main.async { completion(opened) }
    }

    /// Opens `url` and returns whether it opened.
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        record(url)
    }

    /// Whether an app is installed for `url`'s scheme: only the Settings page is.
    open func canOpenURL(_ url: URL) -> Bool {
        url.absoluteString == Self.openSettingsURLString
    }

    /// Records the opening with the system; whether it opened.
    private func record(_ url: URL) -> Bool {
        guard let process = HostedProcess.current else { return false }
        guard canOpenURL(url) else {
            process.reportMisuse("open(\(url.absoluteString)): locsim opens only the app's Settings page")
            return false
        }
        return process.call("open(openSettingsURLString)") { $0.openSettings() } != nil
    }
}
