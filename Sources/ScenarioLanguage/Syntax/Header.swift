import Vocabulary

/// A header statement: how the run is set up before time zero.
///
/// Each case is one keyword of the language; the runner reads them to build the model, the profile
/// and the device, and the printer writes them back in file order.
public enum Header: Hashable, Sendable {
    /// `scenario "TITLE"`: the name reports show.
    case title(String)
    /// `model NAME [key=value …]`: the app model to run, with its options in file order.
    case model(name: String, options: [ModelOption])
    /// `seed N`: the seed of every random stream (default 0).
    case seed(UInt64)
    /// `profile NAME`: the timing profile (default `ios27-simulator`).
    case profile(String)
    /// `set PARAMETER VALUE`: override one profile figure.
    case set(parameter: String, value: ParameterValue)
    /// `plist KEY "VALUE"` or `plist KEY true|false`: an Info.plist entry of the app.
    case plist(key: String, value: PlistValue)
    /// `plist temporary PURPOSEKEY "VALUE"`: an entry of NSLocationTemporaryUsageDescriptionDictionary.
    case plistTemporary(purposeKey: String, value: String)
    /// `device NAME on|off|yes|no`: the device's state at time zero.
    case device(setting: DeviceSetting, enabled: Bool)
    /// `position LAT,LON`: where the device is at time zero.
    case position(Coordinate)
    /// `start status S [accuracy full|reduced]`: begin from an already-decided authorization.
    case start(status: AuthorizationStatus, accuracy: Accuracy?)
    /// `fault NAME [ARGS]` in the header: a what-if switch active for the whole run.
    case fault(name: String, arguments: [String])
    /// `catches NAME`: a buggy model this scenario must catch (it must fail under that model).
    case catches(model: String)

    /// The keyword that starts the statement, for messages and duplicate checks.
    public var keyword: String { HeaderSyntax.entry(for: self)?.keyword ?? "" }
}
