import AppModels
import LocationSystem
import Replay
import ScenarioLanguage
import TestSupport
import Testing
import Vocabulary

@Suite("One vocabulary: scenario values reach the system as themselves")
struct VocabularyRunTests {
    @Test("every settings location value reaches the system as itself, with its own status (no fallback)")
    func settingsLocationReachesSystem() throws {
        let expected: [LocationSetting: Int64] = [.never: 2, .ask: 0, .whileUsing: 4, .always: 3]
        for setting in LocationSetting.allCases {
            let text = """
                scenario "settings location \(setting.rawValue)"
                model recorder
                seed 202
                plist NSLocationWhenInUseUsageDescription "Shows where you are."
                plist NSLocationAlwaysAndWhenInUseUsageDescription "Tracks your runs."
                start status authorizedWhenInUse accuracy full

                0s      launch
                        call createManager
                3s      background
                5s      settings location \(setting.rawValue)
                end 7s
                """
            let (_, records) = try play(text)
            let statuses = records.compactMap { record -> Int64? in
                guard case .callback(let callback) = record.payload,
                    case .authorization(_, let status, _) = callback.event
                else { return nil }
                return Int64(status.rawValue)
            }
            #expect(statuses.last == expected[setting], "\(setting)")
        }
    }

    @Test("the parser's parameter kinds are the ones the profile declares")
    func systemVocabularyKinds() {
        let vocabulary = ScenarioVocabulary.system(models: BuiltinModels.registry)
        #expect(vocabulary.parameters.map(\.name) == Profile.parameters.map(\.name))
        #expect(vocabulary.parameters.map(\.kind) == Profile.parameters.map(\.kind))
    }

    @Test("the standard vocabulary's parameters have the kinds the profile declares")
    func standardVocabularyKinds() throws {
        for parameter in ScenarioVocabulary.standard.parameters {
            let declared = try #require(Profile.parameter(named: parameter.name), "\(parameter.name)")
            #expect(parameter.kind == declared.kind, "\(parameter.name)")
        }
    }
}
