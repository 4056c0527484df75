import TestSupport
import Testing

@Test("LocationSystem imports only the layers below it (docs/architecture.md)")
func locationSystemImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "LocationSystem") > 0)
    #expect(ModuleLayering.violations(module: "LocationSystem") == [])
}
