import TestSupport
import Testing

@Test("Reports imports only the layers below it (docs/architecture.md)")
func reportsImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "Reports") > 0)
    #expect(ModuleLayering.violations(module: "Reports") == [])
}
