import TestSupport
import Testing

@Test("Exploration imports only the layers below it (docs/architecture.md)")
func explorationImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "Exploration") > 0)
    #expect(ModuleLayering.violations(module: "Exploration") == [])
}
