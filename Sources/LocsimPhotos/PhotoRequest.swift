import LocationSystem
import LocsimHost
import Vocabulary

/// The photo library's requests, reads and fetches on the simulated system (PHO-1 to PHO-7): a
/// request is recorded as the app's call and its handler waits for the system's answer, on the main
/// thread when the system replies (iOS uses an arbitrary queue; locsim cannot place another queue's
/// work on its clock).
enum PhotoRequest {
    /// `PHPhotoLibrary.authorizationStatus(for:)` (PHO-8's restriction applied).
    static func status(_ level: PhotoAccessLevel) -> PhotoAuthorizationStatus {
        HostedProcess.current?.read { $0.photoAuthorizationStatus(for: level) } ?? .notDetermined
    }

    /// The photo numbers the app may see now.
    static var accessible: [Int] {
        HostedProcess.current?.read(\.accessiblePhotos) ?? []
    }

    /// Records `call` and hands `reply` the event on `channel` when the system sends it. Outside an
    /// event (reported as misuse) nothing is awaited and `otherwise` runs at once, so no handler
    /// is left waiting forever.
    static func ask(
        _ api: String, _ call: (inout AppSystem) -> Void, on channel: ReplyChannel,
        reply: @escaping (AppEvent) -> Void, otherwise: () -> Void
    ) {
        guard let process = HostedProcess.current, process.call(api, call) != nil else {
            otherwise()
            return
        }
        process.await(channel, reply)
    }

    /// A fetch of photos by number (every photo the app may see when nil): recorded as a call, so
    /// PHO-7's alert can follow; outside an event it reads without recording.
    static func fetch(_ numbers: [Int]?, api: String) -> [Int] {
        if let fetched = HostedProcess.current?.call(api, { $0.fetchPhotos(numbers) }) { return fetched }
        guard let numbers else { return accessible }
        return accessible.filter(numbers.contains)
    }

    /// The local identifier locsim gives photo `number` (PhotoKit's shape: `…/L0/001`).
    static func identifier(_ number: Int) -> String { "locsim-photo-\(number)/L0/001" }

    /// The photo number of a local identifier, or nil for one locsim never gave.
    static func number(_ identifier: String) -> Int? {
        guard identifier.hasPrefix("locsim-photo-"), identifier.hasSuffix("/L0/001") else { return nil }
        return Int(identifier.dropFirst("locsim-photo-".count).dropLast("/L0/001".count))
    }
}
