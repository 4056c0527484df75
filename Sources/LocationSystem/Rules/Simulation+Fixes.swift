import SimulationKit
import Vocabulary

/// Location fixes: their rhythm, precise (ACC-1) or approximate (ACC-2, ACC-7), and the simulator's
/// frozen background route (ACC-9).
extension Simulation {
    /// Starts the 1 Hz rhythm (`fixInterval`) of an updating manager.
    mutating func startFixes(_ id: ManagerID) {
        schedule(.fixTick(id), after: profile.fixInterval)
    }

    /// One beat of an updating manager: the next beat is scheduled while updates stay requested, so
    /// fixes resume on their own after a denial is lifted (AUTH-11); a fix is delivered only when
    /// the manager may receive it now.
    mutating func fixTick(_ id: ManagerID) {
        guard let manager = state.managers[id], manager.updating else { return }
        schedule(.fixTick(id), after: profile.fixInterval)
        guard state.canReceiveFixes(manager), !authorizationCallbackPending(for: id) else { return }
        let (fix, rule) = makeFix(for: manager)
        deliver(.locations(id, [fix]), rule: rule)
    }

    /// Whether an authorization callback to `id` is on its way. A fix never overtakes the callback
    /// that announces the grant it depends on (AUTH-11, ACC-4, SES-1 (M 000, 004): the callback
    /// comes first, then fixes), so a beat that falls in the 2–9 ms between a change and its
    /// callback delivers nothing; the next beat does.
    ///
    /// - Complexity: O(*n*) in the pending events, which number in the tens.
    func authorizationCallbackPending(for id: ManagerID) -> Bool {
        queue.contains {
            if case .authorizationCallback(id, _) = $0 { return true }
            return false
        }
    }

    /// ACC-9 (M 004, simulator profile `backgroundRouteFreezes`): a moving route stops advancing while
    /// the app is in the background; later fixes repeat the last point.
    mutating func freezeRouteIfMoving() {
        guard profile.backgroundRouteFreezes, let walk = state.device.walk, walk.isMoving(at: now) else { return }
        state.device.frozenPosition = walk.position(at: now)
    }

    /// The position fixes report now: the frozen route point (ACC-9) or the true position.
    var reportedPosition: Coordinate {
        state.device.frozenPosition ?? state.device.truePosition(at: now)
    }

    /// The fix `manager` gets now, and the rule that shaped it.
    /// - ACC-1 (M 004): precise: `preciseAccuracy` (5 m) at the true position; speed and course −1
    ///   when still (the walk's speed and bearing while walking).
    /// - ACC-2 (M 004): without full accuracy, approximate: the snapped centre, `approximateAccuracy`
    ///   (5,411.8 m), speed 0 and course 0.
    /// - ACC-3 (M+D 004): a later approximate fix at the same place reports the same centre.
    /// - ACC-7 (M 004): desiredAccuracy reduced gives the same approximate fix under full accuracy.
    mutating func makeFix(for manager: LocationManagerState) -> (fix: Fix, rule: RuleID) {
        let position = reportedPosition
        let frozen = state.device.frozenPosition != nil
        if state.fullAccuracy, manager.desiredAccuracy == .best {
            var speed = Fix.invalid
            var course = Fix.invalid
            if !frozen, let walk = state.device.walk, walk.isMoving(at: now) {
                speed = walk.speed_cmps
                course = walk.course_cdeg
            }
            let fix = Fix(
                coordinate: position, horizontalAccuracy_dm: profile.preciseAccuracy.decimetres, speed_cmps: speed,
                course_cdeg: course, timestamp: now)
            return (fix, frozen ? .acc9 : .acc1)
        }
        let (centre, reused) = snappedCentre(for: position)
        let fix = Fix(
            coordinate: centre, horizontalAccuracy_dm: profile.approximateAccuracy.decimetres,
            speed_cmps: 0, course_cdeg: 0, timestamp: now)
        // ACC-7 when blurred on purpose; otherwise ACC-2 for a freshly drawn centre and ACC-3 for the
        // same centre again (snapping, not noise).
        return (fix, state.fullAccuracy ? .acc7 : (reused ? .acc3 : .acc2))
    }
}
