/// The command line of `locsim-bench-repeat`, parsed.
struct RepeatArguments {
    var file = ""
    var jobs = [1]
    var repeats = 1
    var model: String?
    /// `--run`: play the scenario instead of exploring it.
    var runs = false

    /// Parses `arguments` (without the program name); the first problem's message on failure.
    static func parse(_ arguments: [String]) -> Result<RepeatArguments, RepeatedExploration.Failure> {
        var parsed = RepeatArguments()
        var file: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if !argument.hasPrefix("-"), file == nil {
                file = argument
                index += 1
                continue
            }
            if argument == "--run" {
                parsed.runs = true
                index += 1
                continue
            }
            guard index + 1 < arguments.count, ["--jobs", "--repeat", "--model"].contains(argument) else {
                return .failure(.refused("unexpected '\(argument)'"))
            }
            let value = arguments[index + 1]
            index += 2
            if argument == "--model" {
                parsed.model = value
                continue
            }
            let numbers = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 >= 1 }), argument == "--jobs" || numbers.count == 1 else {
                return .failure(.refused("invalid value '\(value)' for '\(argument)': expected counts of at least 1"))
            }
            if argument == "--jobs" { parsed.jobs = numbers } else { parsed.repeats = numbers[0] }
        }
        guard let file else { return .failure(.refused("a scenario FILE is needed")) }
        parsed.file = file
        return .success(parsed)
    }
}
