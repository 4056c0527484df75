#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(BenchCommandLine.run(Array(CommandLine.arguments.dropFirst())))
