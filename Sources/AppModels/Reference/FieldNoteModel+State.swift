import LocationSystem
import Vocabulary

/// What FieldNote shows and holds, and the rules it must keep.
extension FieldNoteModel {
    /// The screen in front: the recorder's screens over anything (a sheet), then Places, then the
    /// voice part's note, camera or camera explanation.
    var screen: String {
        if Self.recorderScreens.contains(voice.screen) || task != .places { return voice.screen.rawValue }
        return "places"
    }

    /// The button the screen in front shows.
    var button: StateValue {
        guard screen == "places" else { return .text(VoiceNoteModel.button(for: voice.screen)) }
        return PlacesOffer.settingsCanHelp(placesStep) ? .text("Open Settings") : .none
    }

    /// `screen`, `button`, Places' `places`, `placeEntry` and `banner`, and the note's `draft`
    /// (the voice draft), `place`, `attachments`, `reminder` and the reminder's upgrade button.
    public var ui: [StateEntry] {
        let inPlaces = screen == "places"
        let banner = inPlaces ? PlacesOffer.banner(for: placesStep, precise: assumesGranted || precise) : nil
        return [
            StateEntry("screen", .text(screen)),
            StateEntry("button", button),
            StateEntry("places", inPlaces ? .text(offer.rawValue) : .none),
            StateEntry("placeEntry", .text(inPlaces && placeEntryOffered ? "offered" : "none")),
            StateEntry("banner", banner.map(StateValue.text) ?? .none),
            StateEntry("draft", .text(voice.draftKept ? "kept" : "none")),
            StateEntry("place", .text(place?.rawValue ?? "none")),
            StateEntry("attachments", .number(Int64(attachments))),
            StateEntry("reminder", reminderValue),
            StateEntry("reminderButton", reminderDelivery?.upgrade.map(StateValue.text) ?? .none),
        ]
    }

    /// The request in flight, how many the app made, the location and notification statuses it
    /// read, and the voice part's recordings and photos.
    public var session: [StateEntry] {
        [
            StateEntry("asking", .text(requests.asking?.rawValue ?? "none")),
            StateEntry("requests", .number(Int64(requests.made))),
            StateEntry("location", .text(status.name)),
            StateEntry("notifications", notifications.map { .text($0.authorizationStatus.name) } ?? .none),
            StateEntry("recordings", .number(Int64(voice.recordings))),
            StateEntry("photos", .number(Int64(voice.photos))),
        ]
    }

    /// The voice part's rule, and four of seed 002: the recorder shows only while the user has it
    /// open; one request in flight per permission; Places without precise location offers manual
    /// entry; Places shows nearby results only when the status it read allows location.
    public func invariantViolations(system: AppSystem) -> [String] {
        var broken = voice.invariantViolations(system: system)
        if Self.recorderScreens.contains(voice.screen), task != .recorder {
            broken.append(
                "the recorder is back after the user closed it: a late answer resumed it (seed 002: check that "
                    + "the requesting feature still exists)")
        }
        for kind in requests.doubled {
            broken.append(
                "\(requests.count(kind)) \(kind.rawValue) requests in flight at once (seed 002: one request in "
                    + "flight; views must not begin the same request twice)")
        }
        if task == .places, offer == .nearbyAreas || offer == .manualEntry, !placeEntryOffered {
            broken.append(
                "Places offers no manual entry without precise location (seed 002: let the person enter an area)")
        }
        if task == .places, offer.usesLocation, !status.isAuthorized {
            broken.append(
                "Places shows nearby results though the status read is \(status.name) (seed 002: opening Settings "
                    + "is not evidence that permission changed)")
        }
        return broken
    }
}
