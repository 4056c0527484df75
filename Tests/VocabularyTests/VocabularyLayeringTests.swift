import TestSupport
import Testing

@Test("Vocabulary imports only the layers below it (docs/architecture.md)")
func vocabularyImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "Vocabulary") > 0)
    #expect(ModuleLayering.violations(module: "Vocabulary") == [])
}
