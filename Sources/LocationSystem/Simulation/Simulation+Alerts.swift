/// The alert on screen and the queue behind it: one alert at a time, answered by its button label.
extension Simulation {
    /// Shows `alert`, or queues it behind the one on screen.
    mutating func present(_ alert: Alert) {
        if !state.alertOnScreen {
            state.alert = alert
            emit(alert.rule, .alertShown(alert))
            if !alert.kind.isSheet { resignActiveForAlert() }
        } else {
            state.waitingAlerts.append(alert)
        }
    }

    /// The user taps `label` on the alert on screen (a straight apostrophe matches the system's
    /// curly one). Throws with what was on screen when the step cannot happen.
    public mutating func answerAlert(_ label: String) throws(StepError) -> [SystemRecord] {
        guard let alert = state.alert else { throw .noAlert(button: label) }
        guard let button = alert.button(matching: label) else { throw .unknownButton(label, alert: alert) }
        if state.faults.contains(.unansweredAlert) {
            emit(alert.rule, .fault(.unansweredAlert, detail: "\"\(button)\" not registered; the alert stays up"))
            return finish()
        }
        state.alert = nil
        switch alert.kind {
        case .location: answerLocationAlert(alert, button: button)
        case .alwaysUpgrade: answerAlwaysUpgrade(alert, button: button)
        case .provisionalAlways: answerProvisionalAlways(alert, button: button)
        case .fullAccuracy: answerFullAccuracy(alert, button: button)
        case .motion: answerMotion(alert, button: button)
        case .camera: answerPrivacy(.camera, button: button)
        case .microphone: answerPrivacy(.microphone, button: button)
        case .photosAddOnly: answerPrivacy(.photosAddOnly, button: button)
        case .photos: answerPhotos(button: button)
        case .limitedLibraryPicker, .photoPicker: answerPicker(alert, button: button, picked: 0)
        case .limitedLibraryAlert: answerLimitedLibraryAlert(button: button)
        case .notifications: answerNotifications(alert, button: button)
        }
        showNextAlert()
        return finish()
    }

    /// After an answer: the next waiting alert, or the app active again when none is left.
    mutating func showNextAlert() {
        if !state.alertOnScreen, !state.waitingAlerts.isEmpty {
            let next = state.waitingAlerts.removeFirst()
            present(next)
        }
        if !state.alertOnScreen { becomeActiveAfterAlert() }
    }

    /// LIFE-4 (D+A): a system alert is a window over the app, which loses focus: `willResignActive`
    /// when it appears over the app in the foreground (D, UIKit's "loses focus when an overlay window
    /// pops up"); `didBecomeActive` when the last alert is answered, at the tap (A: the order against
    /// the answer's callback, which comes 2–9 ms later, is not measured). Alerts shown one after the
    /// other keep the app inactive between them (A).
    mutating func resignActiveForAlert() {
        guard state.app.lifecycle == .foreground, !state.app.resignedForAlert else { return }
        state.app.resignedForAlert = true
        emit(.life4, .delivered(.willResignActive))
    }

    /// LIFE-4: the app is active again once no alert covers it.
    mutating func becomeActiveAfterAlert() {
        guard state.app.resignedForAlert else { return }
        state.app.resignedForAlert = false
        guard state.app.lifecycle == .foreground else { return }
        emit(.life4, .delivered(.didBecomeActive))
    }
}
