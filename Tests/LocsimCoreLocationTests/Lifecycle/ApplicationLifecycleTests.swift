import Foundation
import LocationSystem
import Testing

@testable import LocsimHost

/// The notifications posted as the system model moves the app, in iOS's order, and the state an
/// observer reads during each.
@Suite("Lifecycle notifications follow the system model's events in iOS's order")
struct ApplicationLifecycleTests {
    @Test("a launch in the foreground: didFinishLaunching while inactive, then didBecomeActive")
    func foregroundLaunch() throws {
        var simulation = Simulation(configuration: SimulationConfiguration())
        let probe = LifecycleProbe()
        probe.deliver(try simulation.launch())
        #expect(probe.take() == ["didFinishLaunching inactive", "didBecomeActive active"])
        #expect(probe.lifecycle.state == .active)
    }

    @Test("LIFE-1's launch in the background: didFinishLaunching alone, in the background")
    func backgroundLaunch() throws {
        var simulation = Simulation(configuration: SimulationConfiguration())
        let probe = LifecycleProbe()
        probe.deliver(try simulation.relaunchForLocationEvent())
        #expect(probe.take() == ["didFinishLaunching background"])
        #expect(probe.lifecycle.state == .background)
    }

    @Test("leaving the foreground: willResignActive while still active, then didEnterBackground")
    func background() throws {
        var simulation = Simulation(configuration: SimulationConfiguration())
        let probe = LifecycleProbe()
        probe.deliver(try simulation.launch())
        _ = probe.take()
        probe.deliver(try simulation.background())
        #expect(probe.take() == ["willResignActive active", "didEnterBackground background"])
        #expect(probe.lifecycle.state == .background)
    }

    @Test("returning: willEnterForeground while still in the background, then didBecomeActive")
    func foreground() throws {
        var simulation = Simulation(configuration: SimulationConfiguration())
        let probe = LifecycleProbe()
        probe.deliver(try simulation.launch() + simulation.background())
        _ = probe.take()
        probe.deliver(try simulation.foreground())
        #expect(probe.take() == ["willEnterForeground background", "didBecomeActive active"])
    }

    @Test("suspension and resumption are not told; returning from suspension is an ordinary return")
    func suspension() throws {
        var simulation = Simulation(configuration: SimulationConfiguration())
        let probe = LifecycleProbe()
        probe.deliver(try simulation.launch() + simulation.background())
        _ = probe.take()
        probe.deliver(try simulation.suspend() + simulation.resume() + simulation.suspend())
        #expect(probe.take() == [])
        probe.deliver(try simulation.foreground())
        #expect(probe.take() == ["willEnterForeground background", "didBecomeActive active"])
    }

    @Test("willTerminate reaches a running app; a suspended one is ended without a word")
    func termination() throws {
        var running = Simulation(configuration: SimulationConfiguration())
        let probe = LifecycleProbe()
        probe.deliver(try running.launch() + running.background())
        _ = probe.take()
        probe.deliver(try running.terminate())
        #expect(probe.take() == ["willTerminate background"])
        var suspended = Simulation(configuration: SimulationConfiguration())
        let silent = LifecycleProbe()
        silent.deliver(try suspended.launch() + suspended.background() + suspended.suspend())
        _ = silent.take()
        silent.deliver(try suspended.terminate())
        #expect(silent.take() == [])
    }

    @Test(
        "a system alert: willResignActive, then didEnterBackground alone if the app leaves, or didBecomeActive when answered"
    )
    func alert() {
        let probe = LifecycleProbe()
        probe.lifecycle.post(.launched(launchCount: 1, byLocationEvent: false))
        probe.lifecycle.post(.didBecomeActive)
        _ = probe.take()
        #expect(probe.lifecycle.post(.willResignActive) == [.willResignActive])
        #expect(probe.lifecycle.state == .inactive)
        #expect(probe.lifecycle.post(.willResignActive) == [], "already inactive")
        #expect(probe.lifecycle.post(.didBecomeActive) == [.didBecomeActive])
        probe.lifecycle.post(.willResignActive)
        probe.lifecycle.post(.didEnterBackground)
        #expect(
            probe.take() == [
                "willResignActive active", "didBecomeActive active", "willResignActive active",
                "didEnterBackground background",
            ])
    }

    @Test("delegate callbacks post nothing")
    func callbacks() {
        let probe = LifecycleProbe()
        probe.lifecycle.post(.authorization(ManagerID(1), status: .authorizedWhenInUse, fullAccuracy: true))
        probe.lifecycle.post(.failure(ManagerID(1), code: 1))
        #expect(probe.take() == [])
    }
}
