import LocationSystem

/// A callback the device delivered, with the fields of locsim's trace schema, so a recorded callback
/// and a simulated one compare field by field.
public struct ObservedCallback: Hashable, Sendable {
    /// The callback kinds a recording holds (the last three from format version 2).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// locationManagerDidChangeAuthorization: `status`, `fullAccuracy`.
        case authorization
        /// locationManager(_:didFailWithError:): `code`.
        case failure
        /// locationManager(_:didUpdateLocations:): the last fix's fields.
        case locations
        /// requestTemporaryFullAccuracyAuthorization's completion: `code`, null for success.
        case fullAccuracyResult
        /// One element of `CLLocationUpdate.liveUpdates()`: its flags and its location, if any.
        case liveUpdate
        /// One element of a `CLServiceSession`'s `diagnostics`: its flags.
        case diagnostic
        /// The handler of a protected Core Motion query: `code` (a CMError), null for success.
        case motionResult

        /// The kinds format `version` records.
        public static func kinds(inVersion version: Int) -> [Kind] {
            version >= 2 ? allCases : [.authorization, .failure, .locations, .fullAccuracyResult]
        }

        /// The field that names what it went to: `manager`, or a live-updates sequence, a session,
        /// a motion class.
        public var targetField: String {
            switch self {
            case .liveUpdate: return "updates"
            case .diagnostic: return "session"
            case .motionResult: return "class"
            default: return "manager"
            }
        }

        /// The flags an element of this kind carries, by their Core Location names, in a fixed order.
        public var flagNames: [String] {
            switch self {
            case .liveUpdate: return DiagnosticFlagNames.update + DiagnosticFlagNames.unmodelledUpdate
            case .diagnostic: return DiagnosticFlagNames.diagnostic + DiagnosticFlagNames.unmodelledDiagnostic
            default: return []
            }
        }
    }

    /// Which callback.
    public var kind: Kind
    /// What it went to: the manager (`m1`), the live-updates sequence (`u1`), the service session
    /// (`s1`) or the motion class (`activity`), as ``Kind/targetField`` names it.
    public var manager: String
    /// Whether the app was in the foreground when it arrived.
    public var foreground: Bool
    /// `authorization`: the raw status 0–4.
    public var status: Int?
    /// `authorization`: accuracyAuthorization == .fullAccuracy.
    public var fullAccuracy: Bool?
    /// `failure`: the CLError code; `fullAccuracyResult`: the code, nil for success; `motionResult`:
    /// the CMError code, nil for success.
    public var code: Int?
    /// `locations`, `liveUpdate`: the fix's fields as written (`51.5007`, `5`, `-1`), by name; empty
    /// for a live update without a location.
    public var fix: [String: String]
    /// `liveUpdate`, `diagnostic`: the flags that were set, in ``Kind/flagNames`` order.
    public var flags: [String]

    /// A callback from its parts.
    public init(
        kind: Kind, manager: String, foreground: Bool, status: Int? = nil, fullAccuracy: Bool? = nil,
        code: Int? = nil, fix: [String: String] = [:], flags: [String] = []
    ) {
        self.kind = kind
        self.manager = manager
        self.foreground = foreground
        self.status = status
        self.fullAccuracy = fullAccuracy
        self.code = code
        self.fix = fix
        self.flags = flags
    }

    /// The fields an `expect callback` line uses, in a fixed order: `status=4 fullAccuracy=true`,
    /// `code=1`, a live update's `authorizationRequestInProgress=false authorizationDenied=true
    /// location=none`. Location fixes compare by kind alone: their values depend on the route and
    /// the snapping grid, not on the permission rules. Flags the simulator does not model are left
    /// out (``unmodelledFlags``).
    public var fieldText: String {
        var words: [String] = []
        if let status { words.append("status=\(status)") }
        if let fullAccuracy { words.append("fullAccuracy=\(fullAccuracy)") }
        switch kind {
        case .failure: if let code { words.append("code=\(code)") }
        case .fullAccuracyResult, .motionResult: words.append("code=" + (code.map(String.init) ?? "none"))
        case .liveUpdate, .diagnostic:
            // The first two flags are always in the simulator's callbacks; the others only when set.
            words.append("authorizationRequestInProgress=\(flags.contains("authorizationRequestInProgress"))")
            words.append("authorizationDenied=\(flags.contains("authorizationDenied"))")
            for flag in DiagnosticFlagNames.modelled.dropFirst(2) where flags.contains(flag) {
                words.append("\(flag)=true")
            }
            if kind == .liveUpdate, fix.isEmpty { words.append("location=none") }
        case .authorization, .locations: break
        }
        return words.joined(separator: " ")
    }

    /// Whether it is a location fix (a `locations` callback, a live update with a location): those
    /// come at the rhythm of the fix interval, not of a rule, so they are not compared one by one.
    public var followsFixRhythm: Bool {
        kind == .locations || (kind == .liveUpdate && !fix.isEmpty)
    }

    /// The set flags the simulator does not model (`locationUnavailable`, `fullAccuracyDenied`, …):
    /// compared by conform, never expected by an imported scenario.
    public var unmodelledFlags: [String] {
        flags.filter { !DiagnosticFlagNames.modelled.contains($0) }
    }

    /// What identifies it in an alignment: kind, target and fields, unmodelled flags included (not
    /// the time, not the foreground).
    public var key: String {
        ([kind.rawValue, manager, fieldText] + unmodelledFlags.map { "\($0)=true" }).filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// `authorization m1 status=4 fullAccuracy=true`, as reports print it.
    public var summary: String { key }
}

/// The flags of live updates and service-session diagnostics, by their Core Location names.
public enum DiagnosticFlagNames {
    /// The flags the simulator models (the SES rules) and a scenario can expect, in the order the
    /// trace writes them (``DiagnosticFlag``).
    public static let modelled = DiagnosticFlag.allCases.map(\.rawValue)
    /// A live update's modelled flags.
    public static let update = DiagnosticFlag.allCases.filter(\.onUpdate).map(\.rawValue)
    /// A diagnostic's modelled flags.
    public static let diagnostic = DiagnosticFlag.allCases.filter(\.onDiagnostic).map(\.rawValue)
    /// A live update's flags the simulator does not model (always false there).
    public static let unmodelledUpdate = ["locationUnavailable", "serviceSessionRequired"]
    /// A diagnostic's flags the simulator does not model (always false there).
    public static let unmodelledDiagnostic = ["serviceSessionRequired"]
}
