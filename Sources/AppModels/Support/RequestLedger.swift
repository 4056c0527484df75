import LocationSystem
import Vocabulary

/// The permission requests an app has in flight, counted from the calls it really made and the
/// answers it heard: seed 002's "one request in flight" made checkable.
///
/// Counting the calls (not the app's intentions) is what lets an invariant see two views that each
/// begin the same request: the system shows one alert and answers both (CAM-1, MIC-1), so nothing on
/// screen tells them apart. A location request is answered by the first authorization callback with
/// a decided status; AUTH-1's initial callback, with 0, is not an answer. A notification request is
/// answered by its completion, provisional or not.
struct RequestLedger: Hashable, Sendable {
    /// A permission the ledger counts.
    enum Kind: String, CaseIterable, Hashable, Sendable {
        case camera, microphone, location, notifications
    }

    /// Requests in flight, by ``Kind`` in declaration order.
    private(set) var inFlight = Array(repeating: 0, count: Kind.allCases.count)
    /// Every request made since launch.
    private(set) var made = 0

    /// Counts the requests among `calls` (the calls one handler made).
    mutating func note(_ calls: ArraySlice<AppCall>) {
        for call in calls {
            guard let kind = Self.kind(of: call) else { continue }
            inFlight[index(kind)] += 1
            made += 1
        }
    }

    /// One request of `kind` was answered.
    mutating func answered(_ kind: Kind) {
        inFlight[index(kind)] = max(0, inFlight[index(kind)] - 1)
    }

    /// How many requests of `kind` are in flight.
    func count(_ kind: Kind) -> Int { inFlight[index(kind)] }

    /// The first permission with a request in flight, in declaration order.
    var asking: Kind? { Kind.allCases.first { count($0) > 0 } }

    /// The permissions with more than one request in flight.
    var doubled: [Kind] { Kind.allCases.filter { count($0) > 1 } }

    /// The permission a call asks for, if it is a request.
    static func kind(of call: AppCall) -> Kind? {
        switch call {
        case .requestRecordPermission, .requestCaptureAccess(.audio): return .microphone
        case .requestCaptureAccess(.video): return .camera
        case .requestWhenInUseAuthorization, .requestAlwaysAuthorization: return .location
        case .requestNotificationAuthorization: return .notifications
        default: return nil
        }
    }

    /// The ledger's kind of an AVFoundation permission (Photos is not counted; a notification request
    /// is answered by its own event).
    static func kind(of permission: PrivacyPermission) -> Kind? {
        switch permission {
        case .camera: return .camera
        case .microphone: return .microphone
        case .photos, .photosAddOnly, .notifications: return nil
        }
    }

    private func index(_ kind: Kind) -> Int { Kind.allCases.firstIndex(of: kind) ?? 0 }
}
