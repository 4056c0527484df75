import AppModels
import LocationSystem
import ScenarioLanguage

extension ScenarioVocabulary {
    /// The vocabulary of a real run: the models of `registry` (with their option keys), and the
    /// profiles, parameters, faults and alert kinds of the simulated system, so the parser's "did you
    /// mean" offers exactly what the runner accepts.
    public static func system(models registry: ModelRegistry) -> ScenarioVocabulary {
        var vocabulary = ScenarioVocabulary.standard
        vocabulary.models = registry.descriptors.map { Model(name: $0.name, optionKeys: $0.options.map(\.name)) }
        vocabulary.profiles = Profile.names
        vocabulary.parameters = Profile.parameters.map { parameter in
            Parameter(name: parameter.name, kind: parameter.kind)
        }
        vocabulary.faults = Fault.names
        vocabulary.appStates = AppLifecycle.allCases.map(\.rawValue)
        vocabulary.alertKinds = AlertKind.allCases.map(\.rawValue)
        return vocabulary
    }
}
