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
    /// The device has stopped moving and the updates pause until it moves (an update's, SES-4).
    public var stationary = false
    /// The user declined the full accuracy a session asked for with its purpose key (a
    /// diagnostic's, SES-5).
    public var fullAccuracyDenied = false

    /// All flags clear.
    public init() {}

    /// Whether every flag is clear (SES-1's diagnostic after Allow While Using App).
    public var isClear: Bool { self == DiagnosticFlags() }

    /// The flag named by `flag`.
    public subscript(flag: DiagnosticFlag) -> Bool {
        get {
            switch flag {
            case .authorizationRequestInProgress: authorizationRequestInProgress
            case .authorizationDenied: authorizationDenied
            case .authorizationDeniedGlobally: authorizationDeniedGlobally
            case .authorizationRestricted: authorizationRestricted
            case .insufficientlyInUse: insufficientlyInUse
            case .accuracyLimited: accuracyLimited
            case .alwaysAuthorizationDenied: alwaysAuthorizationDenied
            case .stationary: stationary
            case .fullAccuracyDenied: fullAccuracyDenied
            }
        }
        set {
            switch flag {
            case .authorizationRequestInProgress: authorizationRequestInProgress = newValue
            case .authorizationDenied: authorizationDenied = newValue
            case .authorizationDeniedGlobally: authorizationDeniedGlobally = newValue
            case .authorizationRestricted: authorizationRestricted = newValue
            case .insufficientlyInUse: insufficientlyInUse = newValue
            case .accuracyLimited: accuracyLimited = newValue
            case .alwaysAuthorizationDenied: alwaysAuthorizationDenied = newValue
            case .stationary: stationary = newValue
            case .fullAccuracyDenied: fullAccuracyDenied = newValue
            }
        }
    }

    /// The flags that are set, in ``DiagnosticFlag`` order.
    public var set: [DiagnosticFlag] { DiagnosticFlag.allCases.filter { self[$0] } }

    /// The set flags' names, comma-separated, or `clear`.
    public var description: String {
        let names = set.map(\.rawValue)
        return names.isEmpty ? "clear" : names.joined(separator: ",")
    }
}

/// One flag of ``DiagnosticFlags`` by its Core Location name: the one list behind the trace's
/// fields, `expect callback` filters and recordings, in the order the trace writes them.
public enum DiagnosticFlag: String, CaseIterable, Hashable, Sendable {
    case authorizationRequestInProgress, authorizationDenied, authorizationDeniedGlobally, authorizationRestricted
    case insufficientlyInUse, accuracyLimited, alwaysAuthorizationDenied, stationary, fullAccuracyDenied

    /// Whether a `CLLocationUpdate` has it.
    public var onUpdate: Bool { self != .alwaysAuthorizationDenied && self != .fullAccuracyDenied }
    /// Whether a `CLServiceSession.Diagnostic` has it.
    public var onDiagnostic: Bool { self != .accuracyLimited && self != .stationary }
    /// Whether the trace writes it when clear (the two every element carries).
    public var alwaysWritten: Bool { self == .authorizationRequestInProgress || self == .authorizationDenied }
}
