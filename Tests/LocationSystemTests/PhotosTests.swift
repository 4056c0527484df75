import LocationSystem
import SimulationKit
import Testing
import Vocabulary

/// The photo library. Nothing here was measured: the figures are Apple's documentation (D) and
/// locsim's assumptions (A), as the catalog says.
@Suite("PHO: the photo library")
struct PhotosTests {
    static func harness(_ configure: (inout SimulationConfiguration) -> Void = { _ in }) -> Harness {
        Harness {
            $0.plist = InfoPlist(entries: [
                InfoPlist.photosKey: "Shows your photos.", InfoPlist.photosAddKey: "Saves a note's photo.",
            ])
            configure(&$0)
        }
    }

    static func photoResults(_ harness: Harness) -> [AppEvent] {
        harness.deliveries.map(\.event).filter { $0.kind == "photoAuthorizationResult" }
    }

    @Test("PHO-1: one three-button alert with the purpose string; full access also allows adding")
    func pho1_readWriteAlert() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestPhotoAuthorization(for: .readWrite) }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .photos && alert.rule == .pho1)
        #expect(alert.buttons == ["Limit Access\u{2026}", "Allow Full Access", "Don\u{2019}t Allow"])
        #expect(alert.message(in: harness.simulation.state.plist) == "Shows your photos.")
        harness.run(until: "10s")
        #expect(Self.photoResults(harness).isEmpty)
        harness.at("10s") { try $0.answerAlert("Allow Full Access") }
        harness.run(until: "11s")
        #expect(Self.photoResults(harness) == [.photoAuthorizationResult(.readWrite, .authorized)])
        let app = harness.simulation.appSystem()
        #expect(app.photoAuthorizationStatus(for: .addOnly) == .authorized)
        #expect(app.accessiblePhotos.count == harness.simulation.state.device.photoLibraryCount)
    }

    @Test("PHO-2: add-only has its own alert and answer; reading stays undetermined")
    func pho2_addOnlyApart() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestPhotoAuthorization(for: .addOnly) }
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .photosAddOnly && alert.rule == .pho2 && alert.buttons == ["Don\u{2019}t Allow", "OK"])
        #expect(alert.message(in: harness.simulation.state.plist) == "Saves a note's photo.")
        harness.at("2s") { try $0.answerAlert("OK") }
        harness.run(until: "3s")
        let app = harness.simulation.appSystem()
        #expect(app.photoAuthorizationStatus(for: .addOnly) == .authorized)
        #expect(app.photoAuthorizationStatus(for: .readWrite) == .notDetermined && app.accessiblePhotos.isEmpty)
        #expect(Self.photoResults(harness) == [.photoAuthorizationResult(.addOnly, .authorized)])
    }

    @Test("PHO-3: after a decision a request shows no alert and gets the stored status")
    func pho3_decided() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestPhotoAuthorization(for: .readWrite) }
        harness.at("2s") { try $0.answerAlert("Don't Allow") }
        harness.app(at: "3s") { $0.requestPhotoAuthorization(for: .readWrite) }
        harness.run(until: "4s")
        #expect(harness.alertsShown.count == 1)
        let last = harness.deliveries.last
        #expect(last?.event == .photoAuthorizationResult(.readWrite, .denied) && last?.rule == .pho3)
    }

    @Test("PHO-4: Limit Access… opens the sheet; Done selects; the limited picker adds; Cancel adds none")
    func pho4_limitedSelection() throws {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestPhotoAuthorization(for: .readWrite) }
        harness.at("2s") { try $0.answerAlert("Limit Access...") }
        #expect(harness.simulation.state.alert?.kind == .limitedLibraryPicker)
        harness.run(until: "2.5s")
        #expect(Self.photoResults(harness).isEmpty)
        harness.at("3s") { try $0.pick(2) }
        harness.run(until: "4s")
        #expect(Self.photoResults(harness) == [.photoAuthorizationResult(.readWrite, .limited)])
        #expect(harness.simulation.appSystem().accessiblePhotos == [1, 2])
        harness.app(at: "5s") { $0.presentLimitedLibraryPicker() }
        harness.at("6s") { try $0.pick(1) }
        harness.app(at: "7s") { $0.presentLimitedLibraryPicker() }
        harness.at("8s") { try $0.answerAlert("Cancel") }
        harness.run(until: "9s")
        let added = harness.deliveries.map(\.event).filter { $0.kind == "limitedLibraryPickerResult" }
        #expect(added == [.limitedLibraryPickerResult(added: 1), .limitedLibraryPickerResult(added: 0)])
        #expect(harness.simulation.appSystem().accessiblePhotos == [1, 2, 3])
    }

    @Test("PHO-5: the Settings row sets both levels; deselecting hides a photo; narrowing ends the app")
    func pho5_settings() {
        var harness = Self.harness()
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestPhotoAuthorization(for: .readWrite) }
        harness.at("2s") { try $0.answerAlert("Limit Access\u{2026}") }
        harness.at("3s") { try $0.pick(3) }
        harness.at("4s") { try $0.background() }
        harness.at("5s") { try $0.deselectPhoto(2) }
        #expect(harness.simulation.appSystem().accessiblePhotos == [1, 3])
        #expect(harness.simulation.state.app.lifecycle == .background && harness.records.last?.rule == .pho5)
        harness.at("6s") { $0.setPhotos(.full) }
        #expect(harness.simulation.state.app.lifecycle == .background)
        harness.at("7s") { $0.setPhotos(.addOnly) }
        #expect(harness.simulation.state.app.lifecycle == .notRunning)
        let app = harness.simulation.appSystem()
        #expect(app.photoAuthorizationStatus(for: .readWrite) == .denied)
        #expect(app.photoAuthorizationStatus(for: .addOnly) == .authorized)
        #expect(throws: StepError.self) { _ = try harness.simulation.deselectPhoto(9) }
    }

    @Test("PHO-6: the system picker needs no permission: no alert, no status change, results delivered")
    func pho6_pickerWithoutPermission() {
        var harness = Self.harness { $0.plist = InfoPlist() }
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.presentPhotoPicker() }
        #expect(harness.simulation.state.alert?.kind == .photoPicker)
        #expect(harness.simulation.state.app.resignedForAlert == false)
        harness.at("2s") { try $0.pick(2) }
        harness.run(until: "3s")
        let last = harness.deliveries.last
        #expect(last?.event == .photoPickerResult(count: 2) && last?.rule == .pho6)
        #expect(harness.simulation.appSystem().photoAuthorizationStatus(for: .readWrite) == .notDetermined)
        #expect(harness.simulation.state.app.lifecycle == .foreground)
    }
}
