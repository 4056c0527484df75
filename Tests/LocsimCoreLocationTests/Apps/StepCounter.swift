import LocsimCoreMotion

/// A step counter as apps write one: it queries the last hour when asked and keeps what it heard.
final class StepCounter: NSObject {
    var steps = -1
    var errorCode = 0
    var available = CMPedometer.isStepCountingAvailable()
    let pedometer = CMPedometer()

    func countSteps() {
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        pedometer.queryPedometerData(from: now.addingTimeInterval(-3600), to: now) { [weak self] data, error in
            guard let self else { return }
            if let error { self.errorCode = (error as NSError).code }
            if let data { self.steps = data.numberOfSteps.intValue }
        }
    }
}
