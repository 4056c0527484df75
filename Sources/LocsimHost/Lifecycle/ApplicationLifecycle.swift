import Foundation
import LocationSystem

/// An app process's UIKit lifecycle: the `applicationState` it reads and the notifications iOS posts
/// as the system model moves it, in iOS's order, with the state each observer sees.
///
/// The system model delivers lifecycle events as iOS calls the app delegate: `launched`, then
/// `didBecomeActive` for a launch in the foreground (iOS posts no `willEnterForeground` at a cold
/// launch); `launched` alone for LIFE-1's launch into the background (no `didEnterBackground`
/// either); `didEnterBackground` alone when the app leaves the foreground, before which iOS posts
/// `willResignActive` (it always resigns active first), so this posts it unless the app is already
/// inactive (a system alert made it resign); `willEnterForeground` then `didBecomeActive` when it
/// returns; `willResignActive` when a system alert covers the app and `didBecomeActive` when it is
/// answered (LIFE-4); `terminated` (`willTerminate`) only to a running process, as the model emits it (a
/// suspended app is killed silently). Suspension and resumption are not told to an app. Delegate
/// callbacks post nothing.
///
/// A class, one per process: observers read ``state`` (through `UIApplication.shared`) while a
/// notification is being posted, which a struct being mutated could not allow.
public final class ApplicationLifecycle {
    /// What `applicationState` answers now; during a post, what iOS answers inside that observer.
    public private(set) var state: ApplicationState
    /// Where the notifications go: `NotificationCenter.default` in an app.
    public let center: NotificationCenter
    /// The notifications' `object`: `UIApplication.shared`, as in UIKit.
    public let object: AnyObject?

    /// A process not launched yet (background until `launched` says otherwise).
    public init(center: NotificationCenter = .default, object: AnyObject? = nil) {
        self.state = .background
        self.center = center
        self.object = object
    }

    /// Posts the notifications iOS posts for `event`, in order, synchronously on the calling thread
    /// (observers registered with `queue: .main` run inline on the main thread), and moves ``state``.
    /// - Returns: what it posted.
    @discardableResult
    public func post(_ event: AppEvent) -> [LifecycleNotification] {
        run(transitions(for: event))
    }

    /// One notification with the state an observer reads during it and the state after it.
    struct Transition: Equatable {
        var notification: LifecycleNotification
        var during: ApplicationState
        var after: ApplicationState

        init(_ notification: LifecycleNotification, during: ApplicationState, after: ApplicationState) {
            self.notification = notification
            self.during = during
            self.after = after
        }
    }

    /// The notifications for `event` given the current state. During `willResignActive` the app is
    /// still active; during `willEnterForeground` still in the background; during
    /// `didFinishLaunching`, inactive in the foreground or background when launched there.
    func transitions(for event: AppEvent) -> [Transition] {
        switch event {
        case .launched(_, let byLocationEvent):
            let launchState: ApplicationState = byLocationEvent ? .background : .inactive
            return [Transition(.didFinishLaunching, during: launchState, after: launchState)]
        case .didBecomeActive:
            return [Transition(.didBecomeActive, during: .active, after: .active)]
        case .willResignActive:
            return state == .active ? [Transition(.willResignActive, during: .active, after: .inactive)] : []
        case .didEnterBackground:
            let resign = Transition(.willResignActive, during: .active, after: .inactive)
            let enter = Transition(.didEnterBackground, during: .background, after: .background)
            return state == .active ? [resign, enter] : [enter]
        case .willEnterForeground:
            return [Transition(.willEnterForeground, during: .background, after: .inactive)]
        case .terminated:
            return [Transition(.willTerminate, during: state, after: state)]
        default:
            return []
        }
    }

    /// Posts `steps` in order.
    private func run(_ steps: [Transition]) -> [LifecycleNotification] {
        for step in steps {
            state = step.during
            center.post(name: step.notification.name, object: object)
            state = step.after
        }
        return steps.map(\.notification)
    }
}
