import Vocabulary

/// MOT-1, MOT-2 and MOT-3: the Motion & Fitness permission.
extension Simulation {
    /// MOT-1 (M 000): there is no request API; the first query or start call of a protected class
    /// shows the alert, and its handler waits until the user answers, however long that takes.
    /// PLIST-3 comes first: without a purpose string the call crashes the app.
    mutating func queryMotion(_ call: AppCall, motionClass: MotionClass) {
        if crashIfMotionPurposeMissing() { return }
        emit(nil, .call(call))
        switch state.motion {
        case .notDetermined:
            state.pendingMotionQueries.append(motionClass)
            if !state.alertPending(.motion) {
                present(
                    Alert(kind: .motion, appName: state.appName, requester: .motion(motionClass), rule: .mot1))
            }
        case .authorized, .denied, .restricted:
            let (code, rule) = motionResult(motionClass)
            scheduleDelivery(.motionResult(motionClass, errorCode: code), rule: rule, after: replyDelay())
        }
    }

    /// MOT-3 (M 000): once the permission is settled, a class without hardware answers 104
    /// (`CMErrorMotionActivityNotAvailable`); a denial answers 105 (A).
    func motionResult(_ motionClass: MotionClass) -> (code: Int?, rule: RuleID) {
        switch state.motion {
        case .authorized:
            return state.device.motionAvailable(motionClass) ? (nil, .mot2) : (ErrorCodes.motionNotAvailable, .mot3)
        case .denied, .restricted, .notDetermined:
            return (ErrorCodes.motionNotAuthorized, .mot2)
        }
    }

    /// MOT-2 (M 000): one answer covers CMPedometer, CMMotionActivityManager, CMAltimeter and
    /// CMHeadphoneMotionManager; there is no callback, only the waiting handlers' results.
    mutating func answerMotion(_ alert: Alert, button: String) {
        emit(.mot2, .alertAnswered(.motion, button: button))
        state.motion = button == "Allow" ? .authorized : .denied
        emit(.mot2, .motionChanged(state.motion))
        let waiting = state.pendingMotionQueries
        state.pendingMotionQueries = []
        let delay = replyDelay()
        for motionClass in waiting {
            let (code, rule) = motionResult(motionClass)
            scheduleDelivery(.motionResult(motionClass, errorCode: code), rule: rule, after: delay)
        }
    }
}
