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

    /// Launches, asks for read/write at 1s, answers Limit Access… at 2s and picks `count` at 3s.
    static func limitedHarness(
        picking count: Int = 2, plist: [String: String] = [:], unknownStatus: Bool = false
    ) -> Harness {
        var harness = Self.harness {
            $0.plist.entries.merge(plist) { $1 }
            $0.device.unknownPhotoStatus = unknownStatus
        }
        harness.at("0s") { try $0.launch() }
        harness.app(at: "1s") { $0.requestPhotoAuthorization(for: .readWrite) }
        harness.at("2s") { try $0.answerAlert("Limit Access\u{2026}") }
        harness.at("3s") { try $0.pick(count) }
        return harness
    }

    static func limitedAlerts(_ harness: Harness) -> [Alert] {
        harness.alertsShown.filter { $0.kind == .limitedLibraryAlert }
    }

    @Test(
        "PHO-7: once per life cycle, the first fetch under limited access shows the alert; not where the user just picked"
    )
    func pho7_oncePerLifeCycle() throws {
        var harness = Self.limitedHarness()
        #expect(harness.app(at: "4s") { $0.fetchPhotos() } == [1, 2])
        #expect(Self.limitedAlerts(harness).isEmpty)  // the selection was picked in this life cycle
        harness.at("5s") { try $0.terminate() }
        harness.at("6s") { try $0.launch() }
        #expect(harness.app(at: "7s") { $0.fetchPhotos([2, 5]) } == [2])
        let alert = try #require(harness.simulation.state.alert)
        #expect(alert.kind == .limitedLibraryAlert && alert.rule == .pho7 && alert.requester == .system)
        #expect(alert.buttons == ["Select More Photos\u{2026}", "Keep Current Selection"])
        #expect(alert.message(in: harness.simulation.state.plist) == "Shows your photos.")
        #expect(harness.simulation.state.app.resignedForAlert)
        harness.at("8s") { try $0.answerAlert("Keep Current Selection") }
        _ = harness.app(at: "9s") { $0.fetchPhotos() }
        #expect(Self.limitedAlerts(harness).count == 1)
        #expect(harness.simulation.appSystem().accessiblePhotos == [1, 2])
    }

    @Test(
        "PHO-7: Select More Photos… opens the selection sheet; Done widens it with no completion; full access: no alert"
    )
    func pho7_selectMore() {
        var harness = Self.limitedHarness()
        harness.at("5s") { try $0.relaunch() }
        _ = harness.app(at: "6s") { $0.fetchPhotos() }
        harness.at("7s") { try $0.answerAlert("Select More Photos...") }
        #expect(harness.simulation.state.alert?.kind == .limitedLibraryPicker)
        harness.at("8s") { try $0.pick(1) }
        harness.run(until: "9s")
        #expect(harness.simulation.appSystem().accessiblePhotos == [1, 2, 3])
        #expect(!harness.deliveries.contains { $0.event.kind == "limitedLibraryPickerResult" })
        #expect(harness.deliveries.last?.event == .didBecomeActive)
        harness.at("10s") { $0.setPhotos(.full) }
        harness.at("11s") { try $0.relaunch() }
        _ = harness.app(at: "12s") { $0.fetchPhotos() }
        #expect(Self.limitedAlerts(harness).count == 1)
    }

    @Test("PHO-7: PHPhotoLibraryPreventAutomaticLimitedAccessAlert YES: no alert, a log line once")
    func pho7_plistKeySuppresses() {
        var harness = Self.limitedHarness(plist: [InfoPlist.preventLimitedAlertKey: "YES"])
        harness.at("5s") { try $0.relaunch() }
        _ = harness.app(at: "6s") { $0.fetchPhotos() }
        _ = harness.app(at: "7s") { $0.fetchPhotos() }
        #expect(Self.limitedAlerts(harness).isEmpty && harness.simulation.state.alert == nil)
        #expect(harness.records.filter { $0.rule == .pho7 }.count == 1)
    }

    @Test("PHO-8: restricted reads for both levels; a request gets it with no alert; Settings cannot change it")
    func pho8_restricted() {
        var harness = Self.harness { $0.device.photosRestricted = true }
        harness.at("0s") { try $0.launch() }
        let app = harness.simulation.appSystem()
        #expect(app.photoAuthorizationStatus(for: .readWrite) == .restricted)
        #expect(app.photoAuthorizationStatus(for: .addOnly) == .restricted)
        harness.app(at: "1s") { $0.requestPhotoAuthorization(for: .readWrite) }
        harness.app(at: "1s") { $0.presentLimitedLibraryPicker() }
        harness.run(until: "2s")
        #expect(harness.alertsShown.isEmpty)
        let last = harness.deliveries.last
        #expect(last?.event == .photoAuthorizationResult(.readWrite, .restricted) && last?.rule == .pho8)
        harness.at("3s") { $0.setPhotos(.full) }
        #expect(harness.records.last?.rule == .pho8)
        #expect(harness.simulation.appSystem().accessiblePhotos.isEmpty)
        harness.at("4s") { $0.setPhotosRestricted(false) }
        #expect(harness.simulation.appSystem().photoAuthorizationStatus(for: .readWrite) == .notDetermined)
        #expect(harness.records.last?.rule == .pho8 && harness.simulation.state.app.lifecycle == .foreground)
    }

    @Test("PHO-9: the what-if device answers limited as raw value 5, which no PHAuthorizationStatus case holds")
    func pho9_unknownStatusWhatIf() {
        let app = Self.limitedHarness().simulation.appSystem()
        #expect(app.photoAuthorizationRawValue(for: .readWrite) == PhotoAuthorizationStatus.limited.rawValue)
        let whatIf = Self.limitedHarness(unknownStatus: true).simulation.appSystem()
        #expect(whatIf.photoAuthorizationStatus(for: .readWrite) == .limited)
        #expect(whatIf.photoAuthorizationRawValue(for: .readWrite) == 5)
        #expect(PhotoAuthorizationStatus(rawValue: 5) == nil)
        #expect(whatIf.photoAuthorizationRawValue(for: .addOnly) == PhotoAuthorizationStatus.authorized.rawValue)
        #expect(whatIf.accessiblePhotos == [1, 2])
    }
}
