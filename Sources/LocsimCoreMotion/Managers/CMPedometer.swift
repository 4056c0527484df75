/// The handler of pedometer data.
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
/// The handler of pedometer events.
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

/// Core Motion's pedometer on the simulated system, under the same rules as
/// ``CMMotionActivityManager`` (MOT-1, MOT-2, MOT-3). On the simulator profile it has no hardware:
/// every query is answered 104 once Motion & Fitness is decided.
open class CMPedometer: NSObject {
    /// Whether the device counts steps.
    open class func isStepCountingAvailable() -> Bool { MotionQuery.isAvailable(.pedometer) }
    /// Whether the device estimates distance.
    open class func isDistanceAvailable() -> Bool { MotionQuery.isAvailable(.pedometer) }
    /// Whether the device counts floors (needs the barometer).
    open class func isFloorCountingAvailable() -> Bool { MotionQuery.isAvailable(.altimeter) }
    /// Whether the device measures pace.
    open class func isPaceAvailable() -> Bool { MotionQuery.isAvailable(.pedometer) }
    /// Whether the device measures cadence.
    open class func isCadenceAvailable() -> Bool { MotionQuery.isAvailable(.pedometer) }
    /// Whether the device reports pedometer events.
    open class func isPedometerEventTrackingAvailable() -> Bool { MotionQuery.isAvailable(.pedometer) }
    /// The app's Motion & Fitness status.
    open class func authorizationStatus() -> CMAuthorizationStatus { MotionQuery.status }

    /// Queries steps between two dates; the handler gets zero steps on success (A) or the error.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        MotionQuery.ask(.pedometer, api: "queryPedometerData(from:to:withHandler:)") { error in
            handler(
                error == nil ? CMPedometerData(values: .init(startDate: start, endDate: end, numberOfSteps: 0)) : nil,
                error)
        }
    }

    /// Starts live pedometer updates: a protected call (MOT-1); only an error is ever reported.
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
        MotionQuery.ask(.pedometer, api: "startUpdates(from:withHandler:)") { error in
            if let error { handler(nil, error) }
        }
    }

    /// Stops live updates.
    open func stopUpdates() {}

    /// Starts pedometer events: a protected call (MOT-1); only an error is ever reported.
    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {
        MotionQuery.ask(.pedometer, api: "startEventUpdates(handler:)") { error in
            if let error { handler(nil, error) }
        }
    }

    /// Stops pedometer events.
    open func stopEventUpdates() {}
}
