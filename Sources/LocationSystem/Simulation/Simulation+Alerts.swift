/// The alert on screen and the queue behind it: one alert at a time, answered by its button label.
extension Simulation {
    /// Shows `alert`, or queues it behind the one on screen.
    mutating func present(_ alert: Alert) {
        if state.alert == nil {
            state.alert = alert
            emit(alert.rule, .alertShown(alert))
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
        }
        if state.alert == nil, !state.waitingAlerts.isEmpty {
            let next = state.waitingAlerts.removeFirst()
            present(next)
        }
        return finish()
    }
}
