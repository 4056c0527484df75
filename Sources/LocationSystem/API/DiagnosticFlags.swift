/// What a `CLServiceSession.Diagnostic` or a `CLLocationUpdate` says is blocking location, reduced to
/// flags. SES-3: the flags describe the moment, not a promise.
public struct DiagnosticFlags: Hashable, Sendable, Codable, CustomStringConvertible {
    /// An authorization alert is (said to be) pending; stays true forever in a host without purpose
    /// strings (PLIST-2, SES-3).
    public var authorizationRequestInProgress = false
    /// The user denied location to this app (SES-2).
    public var authorizationDenied = false
    /// Location Services is off for the device.
    public var authorizationDeniedGlobally = false
    /// Device management forbids location.
    public var authorizationRestricted = false
    /// The session needs Always and the app has When In Use.
    public var insufficientlyInUse = false
    /// Precise fixes are off (reduced accuracy).
    public var accuracyLimited = false
    /// The session needs Always and the user kept While Using at the upgrade alert (a diagnostic's).
    public var alwaysAuthorizationDenied = false

    /// All flags clear.
    public init() {}

    /// Whether every flag is clear (SES-1's diagnostic after Allow While Using App).
    public var isClear: Bool { self == DiagnosticFlags() }

    /// The set flags' names, comma-separated, or `clear`.
    public var description: String {
        var names: [String] = []
        if authorizationRequestInProgress { names.append("authorizationRequestInProgress") }
        if authorizationDenied { names.append("authorizationDenied") }
        if authorizationDeniedGlobally { names.append("authorizationDeniedGlobally") }
        if authorizationRestricted { names.append("authorizationRestricted") }
        if insufficientlyInUse { names.append("insufficientlyInUse") }
        if accuracyLimited { names.append("accuracyLimited") }
        if alwaysAuthorizationDenied { names.append("alwaysAuthorizationDenied") }
        return names.isEmpty ? "clear" : names.joined(separator: ",")
    }
}
