/// `CLRegionState`, with Core Location's raw values.
public enum RegionState: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case unknown = 0
    case inside = 1
    case outside = 2

    /// The name the trace and `expect callback region state=…` use.
    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .inside: return "inside"
        case .outside: return "outside"
        }
    }
}

/// A region-monitoring callback: which delegate method, for which region identifier.
public enum RegionEvent: Hashable, Sendable, CustomStringConvertible {
    /// `locationManager(_:didStartMonitoringFor:)`.
    case started(String)
    /// `locationManager(_:didEnterRegion:)`.
    case entered(String)
    /// `locationManager(_:didExitRegion:)`.
    case exited(String)
    /// `locationManager(_:didDetermineState:for:)`, the answer to `requestState(for:)`.
    case determined(String, RegionState)
    /// `locationManager(_:monitoringDidFailFor:withError:)` with a CLError code (5,
    /// regionMonitoringFailure).
    case failed(String, code: Int)

    /// The region's identifier.
    public var identifier: String {
        switch self {
        case .started(let id), .entered(let id), .exited(let id), .determined(let id, _), .failed(let id, _): return id
        }
    }

    /// The callback's name in the trace: `started`, `entered`, `exited`, `determined`, `failed`.
    public var name: String {
        switch self {
        case .started: return "started"
        case .entered: return "entered"
        case .exited: return "exited"
        case .determined: return "determined"
        case .failed: return "failed"
        }
    }

    /// `entered "home"`, `determined "home" inside`, `failed "home" code=5`.
    public var description: String {
        switch self {
        case .determined(let id, let state): return "\(name) \"\(id)\" \(state)"
        case .failed(let id, let code): return "\(name) \"\(id)\" code=\(code)"
        default: return "\(name) \"\(identifier)\""
        }
    }
}

/// A region reply as plain data for the queue: the identifier by its number in
/// ``RegionMonitoring/names``.
public enum RegionReply: Hashable, Sendable {
    case started(Int)
    case determined(Int, RegionState)
    case failed(Int, code: Int)

    /// The event, with the identifier looked up in `names`.
    func event(names: [String]) -> RegionEvent {
        switch self {
        case .started(let number): return .started(names[number])
        case .determined(let number, let state): return .determined(names[number], state)
        case .failed(let number, let code): return .failed(names[number], code: code)
        }
    }
}
