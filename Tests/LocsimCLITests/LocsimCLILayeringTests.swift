import TestSupport
import Testing

@Test("LocsimCLI imports only the layers below it (docs/architecture.md)")
func locsimCLIImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "LocsimCLI") > 0)
    #expect(ModuleLayering.violations(module: "LocsimCLI") == [])
}
