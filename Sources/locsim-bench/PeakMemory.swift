#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident memory, for the benchmark's memory figure.
enum PeakMemory {
    /// Peak resident set size in KiB (getrusage: KiB on Linux, bytes on macOS).
    static func kibibytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
            let who = RUSAGE_SELF.rawValue
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
            return Int(usage.ru_maxrss) / 1024
        #else
            return Int(usage.ru_maxrss)
        #endif
    }
}
