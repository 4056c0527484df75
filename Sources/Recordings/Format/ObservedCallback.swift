/// A callback the device delivered, with the fields of locsim's trace schema, so a recorded callback
/// and a simulated one compare field by field.
public struct ObservedCallback: Hashable, Sendable {
    /// The callback kinds format version 1 records.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// locationManagerDidChangeAuthorization: `status`, `fullAccuracy`.
        case authorization
        /// locationManager(_:didFailWithError:): `code`.
        case failure
        /// locationManager(_:didUpdateLocations:): the last fix's fields.
        case locations
        /// requestTemporaryFullAccuracyAuthorization's completion: `code`, null for success.
        case fullAccuracyResult
    }

    /// Which callback.
    public var kind: Kind
    /// The manager it went to (`m1`).
    public var manager: String
    /// Whether the app was in the foreground when it arrived.
    public var foreground: Bool
    /// `authorization`: the raw status 0–4.
    public var status: Int?
    /// `authorization`: accuracyAuthorization == .fullAccuracy.
    public var fullAccuracy: Bool?
    /// `failure`: the CLError code; `fullAccuracyResult`: the code, nil for success.
    public var code: Int?
    /// `locations`: the fix's fields as written (`51.5007`, `5`, `-1`), by name.
    public var fix: [String: String]

    /// A callback from its parts.
    public init(
        kind: Kind, manager: String, foreground: Bool, status: Int? = nil, fullAccuracy: Bool? = nil,
        code: Int? = nil, fix: [String: String] = [:]
    ) {
        self.kind = kind
        self.manager = manager
        self.foreground = foreground
        self.status = status
        self.fullAccuracy = fullAccuracy
        self.code = code
        self.fix = fix
    }

    /// The fields an `expect callback` line and a comparison use, in a fixed order:
    /// `status=4 fullAccuracy=true`, `code=1`. Location fixes compare by kind alone: their values
    /// depend on the route and the snapping grid, not on the permission rules.
    public var fieldText: String {
        var words: [String] = []
        if let status { words.append("status=\(status)") }
        if let fullAccuracy { words.append("fullAccuracy=\(fullAccuracy)") }
        if kind != .locations, let code { words.append("code=\(code)") }
        return words.joined(separator: " ")
    }

    /// What identifies it in an alignment: kind, manager and fields (not the time, not the foreground).
    public var key: String { "\(kind.rawValue) \(manager) \(fieldText)" }

    /// `authorization m1 status=4 fullAccuracy=true`, as reports print it.
    public var summary: String { fieldText.isEmpty ? "\(kind.rawValue) \(manager)" : key }
}
