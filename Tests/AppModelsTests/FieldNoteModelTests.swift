import AppModels
import LocationSystem
import Testing
import Vocabulary

/// FieldNote's Info.plist: the three purpose strings its features need.
private func fieldNotePlist(_ configuration: inout SimulationConfiguration) {
    configuration.plist = InfoPlist(entries: [
        InfoPlist.whenInUseKey: "Suggests nearby places for this field note.",
        InfoPlist.microphoneKey: "Records a voice note for this field note.",
        InfoPlist.cameraKey: "Attaches a photo to this field note.",
    ])
}

@Suite("field-note: seed 002's FieldNote, each permission asked in context")
struct FieldNoteModelTests {
    @Test("Places: nearby results only with access, a Settings button only where Settings can help")
    func placesOffer() {
        for step in PermissionStep.allCases {
            for precise in [true, false] {
                let offer = PlacesOffer.offer(for: step, precise: precise)
                let granted = step == .proceed || step == .offerAlwaysUpgrade
                #expect(offer.usesLocation == granted, "\(step) precise:\(precise)")
                #expect((offer == .nearby) == (granted && precise), "\(step) precise:\(precise)")
                let silent = offer == .nearby || step == .explainThenAsk
                #expect((PlacesOffer.banner(for: step, precise: precise) == nil) == silent, "\(step)")
            }
            #expect(PlacesOffer.settingsCanHelp(step) == (step == .openAppSettings || step == .turnOnLocationServices))
        }
    }

    @Test("reminders: a banner only when authorized with alerts enabled; provisional is quiet (NOTIF-3)")
    func reminderDelivery() {
        for status in NotificationAuthorizationStatus.allCases {
            for alerts in NotificationSetting.allCases {
                let delivery = ReminderDelivery.of(
                    NotificationSettings(authorizationStatus: status, alertSetting: alerts))
                let granted = status == .authorized || status == .ephemeral
                #expect((delivery == .banner) == (granted && alerts == .enabled), "\(status) \(alerts)")
                #expect((delivery == .quiet) == (status == .provisional), "\(status) \(alerts)")
            }
        }
        #expect(ReminderDelivery.quiet.upgrade == "Make reminders prominent")
        #expect(ReminderDelivery.banner.upgrade == nil)
    }

    @Test("nothing is asked at launch; opening Places is the first request, and Don't Allow gives manual entry")
    func nothingAtLaunch() {
        var driver = ModelDriver("field-note", fieldNotePlist)
        driver.at("0s") { try $0.launch() }
        driver.run(until: "10s")
        #expect(driver.alerts.isEmpty)
        #expect(driver.session("requests") == "0")
        driver.expectTap("Add place", at: "11s")
        #expect(driver.calls == ["createManager", "requestWhenInUseAuthorization"])
        driver.at("12s") { try $0.answerAlert("Don't Allow") }
        driver.run(until: "13s")
        #expect(driver.ui("places") == "manualEntry")
        driver.expectTap("Enter place", at: "14s")
        #expect(driver.ui("place") == "manual")
        #expect(driver.violations.isEmpty)
    }

    @Test("a microphone answer after the user left resumes nothing; stale-completion resumes the recorder")
    func staleCompletion() {
        for (name, screen) in [("field-note", "note"), ("stale-completion", "recording")] {
            var driver = ModelDriver(name, fieldNotePlist)
            driver.at("0s") { try $0.launch() }
            driver.expectTap("Record", at: "1s")
            driver.at("2s") { try $0.background() }
            #expect(driver.ui("screen") == "note", "\(name)")
            driver.at("5s") { try $0.foreground() }
            driver.at("6s") { try $0.answerAlert("OK") }
            driver.run(until: "7s")
            #expect(driver.ui("screen") == screen, "\(name)")
            #expect(driver.violations.isEmpty == (name == "field-note"), "\(name)")
        }
    }

    @Test("one tap on Record is one request; two-views-same-request makes two, and its invariant says so")
    func oneRequestInFlight() {
        for (name, requests) in [("field-note", "1"), ("two-views-same-request", "2")] {
            var driver = ModelDriver(name, fieldNotePlist)
            driver.at("0s") { try $0.launch() }
            driver.expectTap("Record", at: "1s")
            #expect(driver.session("requests") == requests, "\(name)")
            #expect(driver.alerts.count == 1, "\(name): one alert either way (MIC-1)")
            driver.at("2s") { try $0.answerAlert("OK") }
            driver.run(until: "3s")
            #expect(driver.ui("screen") == "recording", "\(name)")
            #expect(driver.session("asking") == "none", "\(name)")
            #expect(driver.violations.contains { $0.contains("2 microphone requests in flight") } == (requests == "2"))
        }
    }
}
