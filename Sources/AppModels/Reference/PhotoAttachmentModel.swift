import LocationSystem
import Vocabulary

/// Seed 002's FieldNote photo attachments: the system picker for one attachment, and a custom
/// library browser that asks for read/write access only when the user opens it.
///
/// Attach Photo presents `PHPickerViewController`, which needs no library permission (PHO-6): the
/// picked photos are attached whatever the library status says. Browse Library reads
/// `authorizationStatus(for: .readWrite)` and asks only while undecided (PHO-1). Limited access is
/// a supported outcome: the browser shows the selected photos only and offers Select More Photos
/// (`presentLimitedLibraryPicker`, PHO-4); full access shows the library; denied or restricted
/// explains and offers Settings; a status the SDK does not declare (PHO-9's what-if) gets the same
/// recoverable explanation, never optimistic access. Use Photo attaches the browser's first photo
/// and keeps its identifier; each return to the app reads the status and fetches again, so a photo
/// taken out of the selection in Settings (PHO-5) shows as unavailable, not deleted.
public struct PhotoAttachmentModel: AppModel {
    /// The mistakes of seed 002 the buggy variations make.
    struct Flaws: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// A picker import is refused because the library status reads denied.
        static let pickerRejectedWhenDenied = Flaws(rawValue: 1 << 0)
        /// Limited access is handled as denied.
        static let limitedAsDenied = Flaws(rawValue: 1 << 1)
        /// Limited access is handled as full access.
        static let limitedAsFull = Flaws(rawValue: 1 << 2)
        /// A status the SDK does not declare is handled as full access.
        static let unknownStatusAsAccess = Flaws(rawValue: 1 << 3)
    }

    /// What the screen shows.
    enum Screen: String, CaseIterable, Hashable, Sendable {
        case note, browser, libraryOff, libraryUnknown
    }

    /// How much of the library the browser believes it shows.
    enum Access: String, CaseIterable, Hashable, Sendable {
        case none, limited, full
    }

    /// The storage key of the attached library photo's identifier.
    static let storedKey = "attachedPhoto"

    let flaws: Flaws
    var screen = Screen.note
    var access = Access.none
    /// The photos the browser shows, by number.
    var shown: [Int] = []
    /// The attached library photo's identifier, kept in storage.
    var stored: Int?
    /// Whether a fetch of ``stored`` still finds it.
    var storedAvailable = false
    /// A library request is in flight.
    var asking = false
    /// Photos attached, through the picker or the browser.
    var attachments = 0
    /// Picker imports refused.
    var rejected = 0

    /// The reference: no options.
    public init(options: ModelOptions) throws(ModelOptionError) {
        self.init(flaws: [])
    }

    init(flaws: Flaws) {
        self.flaws = flaws
    }

    /// Reads the kept identifier at launch, opens the browser when the request is answered, attaches
    /// what the picker returns, and reads everything again when the app becomes active.
    public mutating func handle(_ event: AppEvent, system: inout AppSystem) {
        switch event {
        case .launched:
            stored = system.readStorage(Self.storedKey).flatMap { Int($0) }
            checkStored(system: &system)
        case .photoAuthorizationResult(.readWrite, _):
            asking = false
            // The handler's status is the one the getter reads now (PHO-1); read it as the app would.
            if screen == .note { openBrowser(system: &system) }
        case .photoPickerResult(let count):
            receivePicked(count, system: system)
        case .limitedLibraryPickerResult, .didBecomeActive:
            refresh(system: &system)
        default:
            break
        }
    }

    /// Attach Photo, Browse Library, Select More Photos (limited browser), Use Photo (a browser
    /// showing photos), Close (any screen but the note), Open Settings (library off or unknown).
    public mutating func tap(_ label: String, system: inout AppSystem) -> Bool {
        switch label {
        case "Attach Photo": system.presentPhotoPicker()
        case "Browse Library":
            guard !asking else { return true }
            openBrowser(system: &system)
        case "Select More Photos":
            guard screen == .browser, access == .limited else { return false }
            system.presentLimitedLibraryPicker()
        case "Use Photo":
            guard screen == .browser, let first = shown.first else { return false }
            usePhoto(first, system: &system)
        case "Close":
            guard screen != .note else { return false }
            close(to: .note)
        case "Open Settings":
            guard screen == .libraryOff || screen == .libraryUnknown else { return false }
            system.openSettings()
        default:
            return false
        }
        return true
    }
}
