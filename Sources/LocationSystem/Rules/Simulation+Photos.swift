import Vocabulary

/// PHO-1 to PHO-6: the photo library. Read/write and add-only are asked and answered apart
/// (PHO-2); read/write may be limited to a selection the user picks (PHO-4); the system picker needs
/// no permission at all (PHO-6). Requests, the decided answer and PLIST-4 share the camera's path
/// (`requestPrivacyAccess`).
extension Simulation {
    /// PHO-1 (D+A): the read/write alert's answer. Allow Full Access authorizes reading and adding;
    /// Don't Allow denies reading (adding keeps its own answer, A); Limit Access… makes it limited,
    /// allows adding, and opens the selection sheet, whose Done the waiting handlers wait for (A).
    mutating func answerPhotos(button: String) {
        emit(.pho1, .alertAnswered(.photos, button: button))
        switch button {
        case "Allow Full Access":
            storePhotos(.authorized, addOnly: .authorized, rule: .pho1)
        case "Don\u{2019}t Allow":
            storePhotos(.denied, addOnly: state.privacy.photosAddOnly, rule: .pho1)
        default:
            storePhotos(.limited, addOnly: .authorized, rule: .pho1)
            present(
                Alert(kind: .limitedLibraryPicker, appName: state.appName, requester: .privacy(.photos), rule: .pho4))
            return
        }
        answerWaiting(.photos, rule: .pho1)
    }

    /// Stores both Photos levels and records each one that changed; under PHO-9's what-if a
    /// read/write `limited` says what the app reads instead.
    mutating func storePhotos(_ readWrite: PhotoAuthorizationStatus, addOnly: PhotoAuthorizationStatus, rule: RuleID) {
        for status in [PrivacyStatus.photos(readWrite), .photosAddOnly(addOnly)]
        where state.privacy[status.permission] != status {
            state.privacy[status.permission] = status
            emit(rule, .privacyChanged(status))
            if status == .photos(.limited), state.device.unknownPhotoStatus {
                emit(.pho9, .log("what-if device: the app reads read/write limited as 5, a status no SDK declares"))
            }
        }
    }

    /// PHO-4 (D+A): `presentLimitedLibraryPicker` shows the selection sheet while access is
    /// limited, and is ignored otherwise (A). PHO-6 (D): a `PHPickerViewController` shows whatever
    /// the permission, with no alert and no change to it.
    mutating func presentPicker(_ call: AppCall) {
        let photos = state.privacyStatus(.photos)
        if call == .presentLimitedLibraryPicker, photos != .photos(.limited) {
            emit(.pho4, .ignoredCall(call, reason: "photo library access is \(photos), not limited"))
            return
        }
        emit(nil, .call(call))
        let kind: AlertKind = call == .presentPhotoPicker ? .photoPicker : .limitedLibraryPicker
        present(Alert(kind: kind, appName: state.appName, requester: .app, rule: kind == .photoPicker ? .pho6 : .pho4))
    }

    /// `pick N`: the user picks `count` photos in the picker sheet on screen and taps Done.
    public mutating func pick(_ count: Int) throws(StepError) -> [SystemRecord] {
        guard let alert = state.alert, alert.kind.isSheet else { throw .noAlert(button: "Done") }
        state.alert = nil
        answerPicker(alert, button: "Done", picked: count)
        showNextAlert()
        return finish()
    }

    /// PHO-4: the selection sheet adds the picked photos (the lowest numbers not yet selected); after
    /// Limit Access… the waiting requests then get `limited`, from `presentLimitedLibraryPicker` its
    /// completion gets how many were added (Cancel adds none). PHO-6: the picker's delegate gets the
    /// results; the permission is untouched. PHO-7's sheet has no completion. A selection made counts
    /// as the life cycle's PHO-7 prompt (A).
    mutating func answerPicker(_ alert: Alert, button: String, picked: Int) {
        let rule: RuleID = alert.kind == .photoPicker ? .pho6 : .pho4
        emit(rule, .alertAnswered(alert.kind, button: button))
        let count = button == "Cancel" ? 0 : picked
        if alert.kind == .photoPicker {
            scheduleDelivery(.photoPickerResult(count: count), rule: rule, after: replyDelay())
            return
        }
        let added = selectPhotos(count)
        state.app.limitedLibraryPrompted = true
        switch alert.requester {
        case .privacy(.photos): answerWaiting(.photos, rule: .pho4)
        case .app: scheduleDelivery(.limitedLibraryPickerResult(added: added), rule: rule, after: replyDelay())
        default: break  // PHO-7's sheet: no handler waits
        }
    }

    /// Adds up to `count` photos to the selection, lowest numbers first; returns how many.
    mutating func selectPhotos(_ count: Int) -> Int {
        var selection = state.privacy.selection
        var next = 1
        var added = 0
        while added < count, next <= state.device.photoLibraryCount {
            if !selection.contains(next) {
                selection.append(next)
                added += 1
            }
            next += 1
        }
        if added > 0 {
            state.privacy.selection = selection.sorted()
            emit(.pho4, .photoSelectionChanged(state.privacy.selection))
        }
        return added
    }

    /// PHO-5 (A): the app's Photos row in Settings sets both levels; a limited selection is kept
    /// for when it is limited again. Taking access away ends a living app (`privacyRevokeTerminates`).
    public mutating func setPhotos(_ setting: PhotoLibrarySetting) -> [SystemRecord] {
        if refuseWhilePhotosRestricted() { return finish() }
        let before = state.privacyReadings
        storePhotos(setting.statuses.readWrite, addOnly: setting.statuses.addOnly, rule: .pho5)
        let after = state.privacyReadings
        if let revoked = [PrivacyPermission.photos, .photosAddOnly].first(where: {
            after[$0].accessRank < before[$0].accessRank
        }) {
            endAfterRevoke(revoked, rule: .pho5)
        }
        return finish()
    }

    /// PHO-5 (A): removing photo `number` from the selection in Settings: the app can no longer
    /// fetch it (a stored identifier becomes inaccessible); the app is not ended (A).
    public mutating func deselectPhoto(_ number: Int) throws(StepError) -> [SystemRecord] {
        if refuseWhilePhotosRestricted() { return finish() }
        guard let index = state.privacy.selection.firstIndex(of: number) else {
            let selected = state.privacy.selection.map(String.init).joined(separator: ", ")
            throw .invalidArgument(
                step: "settings photos deselect", value: String(number),
                expected: selected.isEmpty ? "a selected photo (none is selected)" : "a selected photo: \(selected)")
        }
        state.privacy.selection.remove(at: index)
        emit(.pho5, .photoSelectionChanged(state.privacy.selection))
        return finish()
    }

    /// PHO-8 (D: parental controls or a configuration profile restrict the library; A: both
    /// levels): the app reads restricted for read/write and add-only, a request gets restricted
    /// without an alert, and lifting it reads the stored answers again. No callback either way.
    public mutating func setPhotosRestricted(_ on: Bool) -> [SystemRecord] {
        let before = state.privacyReadings
        state.device.photosRestricted = on
        let after = state.privacyReadings
        for permission in [PrivacyPermission.photos, .photosAddOnly] where after[permission] != before[permission] {
            emit(.pho8, .privacyChanged(after[permission]))
        }
        return finish()
    }

    /// PHO-8 (A): while the library is restricted the app's Photos row in Settings is greyed out:
    /// a change there is refused, with a log line, and the stored answers stay.
    mutating func refuseWhilePhotosRestricted() -> Bool {
        guard state.device.photosRestricted else { return false }
        emit(.pho8, .log("Photos are restricted: the app's Photos row in Settings cannot be changed"))
        return true
    }
}
