#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(RepeatedExploration.command(Array(CommandLine.arguments.dropFirst())))
