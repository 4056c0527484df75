import TestSupport
import Testing

@Test("Replay imports only the layers below it (docs/architecture.md)")
func replayImportsOnlyLowerLayers() {
    #expect(ModuleLayering.sourceFileCount(module: "Replay") > 0)
    #expect(ModuleLayering.violations(module: "Replay") == [])
}
