import TestSupport
import Testing

@Test("SimulationKit imports only the layers below it (docs/architecture.md)")
func simulationKitImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "SimulationKit") > 0)
    #expect(ModuleLayering.violations(module: "SimulationKit") == [])
}
