import TestSupport
import Testing

@Test("AppModels imports only the layers below it (docs/architecture.md)")
func appModelsImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "AppModels") > 0)
    #expect(ModuleLayering.violations(module: "AppModels") == [])
}
