/// SES-5: a `CLServiceSession` made with a full-accuracy purpose key.
extension Simulation {
    /// SES-5 (D: a session "requests a person's authorization to meet those requirements if
    /// possible, including automatically re-asking as needed after temporary authorization lapses";
    /// A: with ACC-4's alert, in the foreground, once the app has a grant with Precise Location off,
    /// once per lapse). A key missing from the Info.plist shows nothing (ACC-5's first reason) and
    /// says so in a log line.
    mutating func promptForSessionFullAccuracy() {
        // No session first: this runs after every event, and most runs hold none.
        guard !state.sessions.values.isEmpty, state.app.lifecycle == .foreground, state.status.isAuthorized,
            !state.fullAccuracy,
            !state.alertPending(.fullAccuracy)
        else { return }
        for index in state.sessions.values.indices {
            let session = state.sessions.values[index]
            guard let key = session.fullAccuracyPurposeKey, !session.fullAccuracyAsked, !session.fullAccuracyDenied
            else { continue }
            state.sessions.update(at: index) { $0.fullAccuracyAsked = true }
            guard state.plist.hasTemporaryPurpose(key) else {
                emit(
                    .ses5,
                    .log(
                        "session \(session.id) asks for full accuracy with purpose key \"\(key)\", missing from "
                            + "\(InfoPlist.temporaryDictionaryKey): nothing is shown"))
                continue
            }
            present(
                Alert(
                    kind: .fullAccuracy, appName: state.appName, requester: .session(session.id), purposeKey: key,
                    rule: .ses5))
            return
        }
    }

    /// SES-5 (D): temporary full accuracy lapsed (ACC-6), so each session that asked for it will ask
    /// again when the app is next in the foreground.
    mutating func sessionsReaskFullAccuracy() {
        for index in state.sessions.values.indices {
            state.sessions.update(at: index) { $0.fullAccuracyAsked = false }
        }
    }
}
