import ScenarioLanguage

/// libFuzzer's entry point: any bytes must give a Scenario or errors, never a trap or a hang; and a
/// Scenario must print back to text that parses to an equal Scenario.
///
/// Built with `swift build -c release --sanitize=fuzzer`, which links libFuzzer's own `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioParserFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch ScenarioParser.parse(bytes: bytes, file: "fuzz.scenario") {
    case .success(let scenario):
        let printed = scenario.text
        guard case .success(let again) = ScenarioParser.parse(printed, file: "fuzz.scenario") else {
            fatalError("printed scenario does not parse:\n\(printed)")
        }
        guard again == scenario else { fatalError("printed scenario parses differently:\n\(printed)") }
    case .failure(let errors):
        guard !errors.errors.isEmpty else { fatalError("failure without errors") }
        _ = errors.rendered
    }
    return 0
}
