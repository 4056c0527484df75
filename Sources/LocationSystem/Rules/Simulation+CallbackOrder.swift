import SimulationKit

/// SET-5: changes are heard in the order they were made.
extension Simulation {
    /// SET-5 (D 000): Core Location calls a delegate on the run loop of the thread that created the
    /// manager, one call after another, so the delegate calls of a change never overtake those of an
    /// earlier change still on their way: two Settings switches flipped at the same instant are heard
    /// in the order they were flipped. The operation's reply delay (`replyDelay`) is raised, when
    /// needed, to the latest delegate call still pending; a tie runs in scheduling order (the queue
    /// orders by time, then sequence).
    mutating func orderedReplyDelay() -> SimDuration {
        var delay = replyDelay()
        if let latest = queue.latestTime(where: Self.isDelegateCall), latest - now > delay {
            delay = latest - now
            operationDelay = delay
            emit(.set5, .log("this change is heard after the earlier one still on its way, at \(latest)"))
        }
        return delay
    }

    /// Whether `event` ends as a call of a manager's delegate (a status callback or an error).
    static func isDelegateCall(_ event: SystemEvent) -> Bool {
        switch event {
        case .authorizationCallback, .deliver(.failure, _): return true
        default: return false
        }
    }
}
