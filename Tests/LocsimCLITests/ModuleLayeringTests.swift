import TestSupport
import Testing

/// The house rule of docs/architecture.md, checked for every module in one place: each imports only
/// the modules above it (ScenarioLanguage only SimulationKit and Vocabulary), and the executables stay thin.
@Suite struct ModuleLayeringTests {
    @Test("each module imports only the layers below it (docs/architecture.md)", arguments: ModuleLayering.order)
    func importsOnlyLowerLayers(module: String) {
        #expect(ModuleLayering.sourceFileCount(module: module) > 0, "Sources/\(module) holds no Swift file")
        #expect(ModuleLayering.violations(module: module) == [])
    }

    @Test("locsim-bench links SimulationKit alone, so its memory figures carry no Foundation")
    func benchImportsSimulationKitOnly() {
        #expect(ModuleLayering.sourceFileCount(module: "locsim-bench") > 0)
        let allowed: Set<String> = ["SimulationKit", "Glibc", "Darwin", "Musl"]
        #expect(ModuleLayering.violations(module: "locsim-bench", allowed: allowed) == [])
    }

    @Test("the locsim executable only starts the CLI library")
    func locsimImportsTheCLIOnly() {
        #expect(ModuleLayering.sourceFileCount(module: "locsim") > 0)
        #expect(ModuleLayering.violations(module: "locsim", allowed: ["LocsimCLI"]) == [])
    }
}
