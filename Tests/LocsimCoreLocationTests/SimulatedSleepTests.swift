#if compiler(>=6.3)
    import SimulationKit
    import XCTest

    @testable import LocsimHost

    /// How a sleep's real-clock duration becomes simulated time.
    final class SimulatedSleepTests: XCTestCase {
        /// a duration the app declared is rounded up to whole microseconds
        func testDeclaredDurationsRoundUpToMicroseconds() {
            XCTAssertEqual(SimulatedSleep.exact(.seconds(2)), .seconds(2))
            XCTAssertEqual(SimulatedSleep.exact(.nanoseconds(1_500)), .microseconds(2))
            XCTAssertEqual(SimulatedSleep.exact(.microseconds(1_500)), .microseconds(1_500))
            XCTAssertEqual(SimulatedSleep.exact(.zero), .zero)
            XCTAssertEqual(SimulatedSleep.exact(.seconds(-1)), .zero)
        }

        /// a deadline read against the clock is rounded up to whole milliseconds
        func testDeadlinesRoundUpToMilliseconds() {
            XCTAssertEqual(SimulatedSleep.simulated(.milliseconds(2_000) - .microseconds(230)), .seconds(2))
            XCTAssertEqual(SimulatedSleep.simulated(.nanoseconds(3_577)), .milliseconds(1))
            XCTAssertEqual(SimulatedSleep.simulated(.milliseconds(5)), .milliseconds(5))
            XCTAssertEqual(SimulatedSleep.simulated(.zero), .zero)
            XCTAssertEqual(SimulatedSleep.simulated(.milliseconds(-3)), .zero)
        }
    }
#endif
