/// The handler of activity updates.
public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
/// The handler of an activity query.
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

/// Core Motion's activity manager on the simulated system: its first protected call asks for
/// Motion & Fitness (MOT-1), one answer covers every class (MOT-2), and without hardware the
/// result is error 104 after the alert (MOT-3).
open class CMMotionActivityManager: NSObject {
    /// Whether the device classifies activity.
    open class func isActivityAvailable() -> Bool { MotionQuery.isAvailable(.activity) }

    /// The app's Motion & Fitness status.
    open class func authorizationStatus() -> CMAuthorizationStatus { MotionQuery.status }

    /// Queries past activity; the handler gets no activities on success (the simulation records
    /// none; A) or the error (104 not available, 105 not authorized).
    open func queryActivityStarting(
        from start: Date, to end: Date, to queue: OperationQueue,
        withHandler handler: @escaping CMMotionActivityQueryHandler
    ) {
        MotionQuery.ask(.activity, api: "queryActivityStarting(from:to:to:withHandler:)") { error in
            handler(error == nil ? [] : nil, error)
        }
    }

    /// Starts activity updates: a protected call (MOT-1); no activity is ever reported (A).
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {
        MotionQuery.ask(.activity, api: "startActivityUpdates(to:withHandler:)") { _ in }
    }

    /// Stops activity updates.
    open func stopActivityUpdates() {}
}
