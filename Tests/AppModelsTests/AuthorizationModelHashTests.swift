import LocationSystem
import Testing

@testable import AppModels

/// The authorization model packs its small fields into one word for its hash: whichever field moves,
/// equal models must still hash equal, and a move of any one field must change the hash (a field
/// left out of the word would merge nothing wrongly, but would make every such pair of states
/// collide in exploration's table).
@Suite("AuthorizationModel: the packed hash follows every field")
struct AuthorizationModelHashTests {
    static func moved(_ change: Int) throws -> AuthorizationModel {
        var model = try AuthorizationModel(options: ModelOptions())
        switch change {
        case 0: model = try AuthorizationModel(options: ModelOptions(), flaws: [], needsAlwaysByDefault: true)
        case 1: model = try AuthorizationModel(options: ModelOptions(), flaws: .cachesGrant)
        case 2: model.manager = ManagerID(1)
        case 3: model.status = .denied
        case 4: model.fullAccuracy = false
        case 5: model.servicesEnabled = false
        case 6: model.askedForAlways = true
        case 7: model.purposes.whenInUse = "Shows where you are."
        case 8: model.callbacks = 1
        case 9: model.runStarted = true
        case 10: model.settingsOpened = 1
        case 11: model.believesAnswered = true
        case 12: model.awaitingAlways = true
        case 13: model.cachedGrant = .authorizedWhenInUse
        default: break
        }
        return model
    }

    @Test("each field's move changes the hash")
    func everyFieldInTheHash() throws {
        let base = try Self.moved(-1)
        let models = try (0..<14).map(Self.moved)
        for (change, model) in models.enumerated() {
            #expect(model != base, "change \(change) moves nothing")
            #expect(model.hashValue != base.hashValue, "change \(change) is left out of the hash")
        }
        #expect(Set(models.map(\.hashValue)).count == models.count)
    }

    @Test("a model that got to the same state another way hashes equal")
    func equalModelsHashEqual() throws {
        let base = try Self.moved(-1)
        var detour = try AuthorizationModel(options: ModelOptions())
        detour.status = .denied
        detour.callbacks = 3
        detour.purposes.always = "Keeps the run going."
        detour.manager = ManagerID(4)
        detour.status = .notDetermined
        detour.callbacks = 0
        detour.purposes.always = nil
        detour.manager = nil
        #expect(detour == base && detour.hashValue == base.hashValue)
    }
}
