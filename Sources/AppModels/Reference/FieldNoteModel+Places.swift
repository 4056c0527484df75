import LocationSystem
import Vocabulary

/// FieldNote's nearby places: When In Use asked when the user opens Places, the offer a pure
/// function of what the app read (``PlacesOffer``), manual entry always there.
extension FieldNoteModel {
    /// Opens Places: the manager is made at the feature, not at launch, and When In Use is asked
    /// for in context while the status is undecided and no request is in flight.
    mutating func openPlaces(system: inout AppSystem) {
        task = .places
        readLocation(system)
        let manager = self.manager ?? system.createManager()
        self.manager = manager
        if status == .notDetermined, requests.count(.location) == 0 {
            system.requestWhenInUseAuthorization(manager)
        }
    }

    /// Places' controls: the offer's own, manual entry, Settings where it helps, Close.
    mutating func tapPlaces(_ label: String, system: inout AppSystem) -> Bool {
        switch label {
        case "Use nearby place":
            guard offer == .nearby else { return false }
            choose(.nearby, system: &system)
        case "Use nearby area":
            guard offer == .nearbyAreas else { return false }
            choose(.area, system: &system)
        case "Enter place":
            guard placeEntryOffered else { return false }
            choose(.manual, system: &system)
        case "Open Settings":
            guard PlacesOffer.settingsCanHelp(placesStep) else { return false }
            settingsVisited = true
            system.openSettings()
        case "Close":
            task = .note
        default:
            return false
        }
        return true
    }

    /// Attaches `chosen` to the note, keeps it, and returns to the note.
    mutating func choose(_ chosen: Place, system: inout AppSystem) {
        place = chosen
        system.writeStorage(Self.placeKey, chosen.rawValue)
        task = .note
    }

    /// Reads location synchronously, as `authorizationStatus` and `accuracyAuthorization` answer.
    mutating func readLocation(_ system: AppSystem) {
        status = system.authorizationStatus
        precise = system.accuracyAuthorization == .full
        servicesEnabled = system.locationServicesEnabled
        assumesGranted = false
    }

    /// An authorization callback: the status stream's next value. A decided status answers the
    /// request in flight; AUTH-1's initial callback with 0 answers nothing.
    mutating func hearLocation(_ newStatus: AuthorizationStatus, fullAccuracy: Bool, system: AppSystem) {
        status = newStatus
        precise = fullAccuracy
        servicesEnabled = system.locationServicesEnabled
        assumesGranted = false
        if newStatus != .notDetermined { requests.answered(.location) }
    }

    /// Becoming active: read again (the reference), or, after a Settings visit, believe it worked
    /// (the settingsVisitAsGrant flaw).
    mutating func refreshLocation(_ system: AppSystem) {
        if settingsVisited, flaws.contains(.settingsVisitAsGrant) {
            assumesGranted = true
        } else {
            readLocation(system)
        }
        settingsVisited = false
    }

    /// The next step for places, a When In Use feature, from what the app believes.
    var placesStep: PermissionStep {
        let believed = assumesGranted ? AuthorizationStatus.authorizedWhenInUse : status
        return PermissionStep.next(
            for: LocationAccess(believed, askedForAlways: false), servicesEnabled: assumesGranted || servicesEnabled,
            needsAlways: false)
    }

    /// What Places offers.
    var offer: PlacesOffer { PlacesOffer.offer(for: placesStep, precise: assumesGranted || precise) }

    /// Whether the person may enter a place by hand (always, but for the placesWithoutFallback flaw).
    var placeEntryOffered: Bool { !flaws.contains(.placesWithoutFallback) }
}
