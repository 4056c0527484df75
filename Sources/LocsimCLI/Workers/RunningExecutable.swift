import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file of the program running now, which `explore --jobs N` starts again as its workers: the
/// same binary, so a team's own executable (with its app registered) explores its own app.
///
/// Not `CommandLine.arguments[0]`: that is whatever the shell was given (a relative path, a name
/// found on `PATH`, a symlink), and the working folder or `PATH` may have changed since.
enum RunningExecutable {
    /// The absolute path of the running executable, or nil when the system does not say.
    static var path: String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4097)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if length > 0 {
                return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path
    }
}
