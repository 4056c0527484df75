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

    /// Stores both Photos levels and records each one that changed.
    mutating func storePhotos(_ readWrite: PhotoAuthorizationStatus, addOnly: PhotoAuthorizationStatus, rule: RuleID) {
        for status in [PrivacyStatus.photos(readWrite), .photosAddOnly(addOnly)]
        where state.privacy[status.permission] != status {
            state.privacy[status.permission] = status
            emit(rule, .privacyChanged(status))
        }
    }

    /// PHO-4 (D+A): `presentLimitedLibraryPicker` shows the selection sheet while access is
    /// limited, and is ignored otherwise (A). PHO-6 (D): a `PHPickerViewController` shows whatever
    /// the permission, with no alert and no change to it.
    mutating func presentPicker(_ call: AppCall) {
        if call == .presentLimitedLibraryPicker, state.privacy.photos != .limited {
            emit(.pho4, .ignoredCall(call, reason: "photo library access is \(state.privacy.photos), not limited"))
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
    /// results; the permission is untouched.
    mutating func answerPicker(_ alert: Alert, button: String, picked: Int) {
        let rule: RuleID = alert.kind == .photoPicker ? .pho6 : .pho4
        emit(rule, .alertAnswered(alert.kind, button: button))
        let count = button == "Cancel" ? 0 : picked
        if alert.kind == .photoPicker {
            scheduleDelivery(.photoPickerResult(count: count), rule: rule, after: replyDelay())
            return
        }
        let added = selectPhotos(count)
        if alert.requester == .privacy(.photos) {
            answerWaiting(.photos, rule: .pho4)
        } else {
            scheduleDelivery(.limitedLibraryPickerResult(added: added), rule: rule, after: replyDelay())
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
}
