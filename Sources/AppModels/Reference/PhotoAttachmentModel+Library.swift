import LocationSystem
import Vocabulary

extension PhotoAttachmentModel {
    /// Browse Library, and every refresh of an open library screen: the browser for full or limited
    /// access, the explanation for denied, restricted or an undeclared status, the request while
    /// undecided (only when the user asked: `mayAsk`).
    mutating func openBrowser(system: inout AppSystem, mayAsk: Bool = true) {
        switch PhotoStatusReading(rawValue: system.photoAuthorizationRawValue(for: .readWrite)) {
        case .known(.notDetermined):
            guard mayAsk else {
                close(to: .note)
                return
            }
            asking = true
            system.requestPhotoAuthorization(for: .readWrite)
        case .known(.authorized):
            show(.full, system: &system)
        case .known(.limited):
            if flaws.contains(.limitedAsDenied) {
                close(to: .libraryOff)
            } else {
                show(flaws.contains(.limitedAsFull) ? .full : .limited, system: &system)
            }
        case .known(.denied), .known(.restricted):
            close(to: .libraryOff)
        case .unknown:
            // The model's `@unknown default`: recoverable, never optimistic.
            if flaws.contains(.unknownStatusAsAccess) {
                show(.full, system: &system)
            } else {
                close(to: .libraryUnknown)
            }
        }
    }

    /// The browser, showing what a fetch returns now.
    mutating func show(_ access: Access, system: inout AppSystem) {
        screen = .browser
        self.access = access
        shown = system.fetchPhotos()
    }

    /// A screen without library photos.
    mutating func close(to screen: Screen) {
        self.screen = screen
        access = .none
        shown = []
    }

    /// Back in front (or after the limited picker): reads the status and fetches again.
    mutating func refresh(system: inout AppSystem) {
        if screen != .note { openBrowser(system: &system, mayAsk: false) }
        checkStored(system: &system)
    }

    /// Whether the kept identifier still finds its photo: a smaller result is not a deletion.
    mutating func checkStored(system: inout AppSystem) {
        guard let stored else { return }
        storedAvailable = !system.fetchPhotos([stored]).isEmpty
    }

    /// The picker's results: attached whatever the library status (PHO-6).
    mutating func receivePicked(_ count: Int, system: AppSystem) {
        if flaws.contains(.pickerRejectedWhenDenied), system.photoAuthorizationStatus(for: .readWrite) == .denied {
            rejected += count
        } else {
            attachments += count
        }
    }

    /// Use Photo: attaches `number` and keeps its identifier.
    mutating func usePhoto(_ number: Int, system: inout AppSystem) {
        stored = number
        storedAvailable = true
        attachments += 1
        system.writeStorage(Self.storedKey, String(number))
        close(to: .note)
    }

    /// `screen`, the browser's `access` and `photos`, the one `button`, and whether the `attached`
    /// library photo is still available.
    public var ui: [StateEntry] {
        [
            StateEntry("screen", .text(screen.rawValue)),
            StateEntry("access", .text(access.rawValue)),
            StateEntry("photos", .text(shown.isEmpty ? "none" : shown.map(String.init).joined(separator: ","))),
            StateEntry("button", .text(Self.button(screen: screen, access: access))),
            StateEntry("attached", .text(stored == nil ? "none" : storedAvailable ? "available" : "unavailable")),
        ]
    }

    /// Whether a request is in flight, photos attached, picker imports refused.
    public var session: [StateEntry] {
        [
            StateEntry("asking", .flag(asking)),
            StateEntry("attachments", .number(Int64(attachments))),
            StateEntry("rejected", .number(Int64(rejected))),
        ]
    }

    /// The main button of a screen.
    static func button(screen: Screen, access: Access) -> String {
        switch screen {
        case .note: return "Attach Photo"
        case .browser: return access == .limited ? "Select More Photos" : "Use Photo"
        case .libraryOff, .libraryUnknown: return "Open Settings"
        }
    }

    /// It never claims the whole library while the user gave a selection (or the status is one the
    /// SDK does not declare), and never refuses a picker import (PHO-6).
    public func invariantViolations(system: AppSystem) -> [String] {
        var broken: [String] = []
        let raw = system.photoAuthorizationRawValue(for: .readWrite)
        if access == .full,
            raw == PhotoAuthorizationStatus.limited.rawValue || PhotoAuthorizationStatus(rawValue: raw) == nil
        {
            broken.append("shows the whole library while read/write access reads \(raw), not authorized (PHO-4, PHO-9)")
        }
        if rejected > 0 {
            broken.append("refused a picker import: the picker needs no library permission (PHO-6)")
        }
        return broken
    }
}
