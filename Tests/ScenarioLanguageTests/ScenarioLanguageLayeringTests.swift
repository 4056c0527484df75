import TestSupport
import Testing

@Test("ScenarioLanguage imports only the layers below it (docs/architecture.md)")
func scenarioLanguageImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "ScenarioLanguage") > 0)
    #expect(ModuleLayering.violations(module: "ScenarioLanguage") == [])
}
