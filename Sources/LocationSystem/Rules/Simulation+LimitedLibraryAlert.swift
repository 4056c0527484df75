import Vocabulary

/// PHO-7: the alert the system puts over an app with limited Photos access, once per app life
/// cycle, so a user can widen the selection even in an app that never offers it. Apple documents
/// that it comes once per life cycle, the first time the app fetches assets, and that the
/// Info.plist key `PHPhotoLibraryPreventAutomaticLimitedAccessAlert` (YES) turns it off; its
/// title and buttons are as developers report them (A).
extension Simulation {
    /// PHO-7 (D+A): the life cycle's first PhotoKit fetch under limited access shows "Select More
    /// Photos… / Keep Current Selection" (the fetch itself has already answered with the current
    /// selection). With the Info.plist key the system shows nothing (a log line says so). A process
    /// in which the user already picked the selection (Limit Access…, the limited-library picker)
    /// is not asked again (A). Any other fetch records nothing.
    mutating func fetchAssets(_ call: AppCall) {
        guard state.privacyStatus(.photos) == .photos(.limited), !state.app.limitedLibraryPrompted else { return }
        state.app.limitedLibraryPrompted = true
        emit(nil, .call(call))
        guard !state.plist.preventsLimitedLibraryAlert else {
            emit(.pho7, .log("\(InfoPlist.preventLimitedAlertKey): no automatic limited-library alert"))
            return
        }
        present(Alert(kind: .limitedLibraryAlert, appName: state.appName, requester: .system, rule: .pho7))
    }

    /// PHO-7: Select More Photos… opens the selection sheet (no completion handler waits for it: the
    /// app sees the new selection when it fetches again); Keep Current Selection changes nothing.
    mutating func answerLimitedLibraryAlert(button: String) {
        emit(.pho7, .alertAnswered(.limitedLibraryAlert, button: button))
        guard button.hasPrefix("Select More") else { return }
        present(Alert(kind: .limitedLibraryPicker, appName: state.appName, requester: .system, rule: .pho7))
    }
}

extension InfoPlist {
    /// PHO-7: `PHPhotoLibraryPreventAutomaticLimitedAccessAlert` set to YES (`plist … true`).
    public var preventsLimitedLibraryAlert: Bool { entries[Self.preventLimitedAlertKey] == "YES" }
}
