import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `locsim` run as a child process, for what only a real process shows: signals, a
/// closed pipe, standard output on a full disk, a file-size limit.
struct ChildLocsim {
    /// How the child ended.
    struct Ending {
        /// The exit status, or the signal number when `bySignal`.
        var status: Int32
        /// Whether a signal ended it.
        var bySignal: Bool
        /// Its standard error.
        var errors: String
    }

    let process = Process()
    private let errorPipe = Pipe()

    /// Starts `locsim arguments`, through `/bin/sh -c` when `shellPrelude` (`ulimit -f 1`) is given,
    /// with standard output going to `output` (discarded when nil).
    init(_ arguments: [String], shellPrelude: String? = nil, output: Any? = nil) throws {
        let binary = try #require(locsimBinary(), "the locsim executable is built next to the tests")
        if let shellPrelude {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shellPrelude + "; exec \"$0\" \"$@\"", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = errorPipe
        try process.run()
    }

    /// Waits for the child and reads its standard error.
    func wait() -> Ending {
        let data = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Ending(
            status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal,
            errors: String(decoding: data, as: UTF8.self))
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) {
        _ = kill(process.processIdentifier, signal)
    }
}

/// A scenario of fixes at 1 Hz for `duration`: a run that writes a lot (about 170 bytes a second
/// of simulated time) and takes a while.
func fixesScenario(for duration: String) -> String {
    """
    scenario "Fixes at 1 Hz"
    model recorder
    seed 1
    plist NSLocationWhenInUseUsageDescription "Shows where you are on the run map."
    position 51.5007,-0.1246
    start status authorizedWhenInUse accuracy full

    0s      launch
            call createManager
            call startUpdatingLocation
    end \(duration)
    """
}

/// The hidden temporary files (`.NAME.PID.N.tmp`) in `directory`.
func temporaryFiles(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
}
