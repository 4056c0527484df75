import Testing

@testable import ScenarioLanguage

/// The tables that hold each construct's grammar: every entry reads its own example back, and the
/// lists the parser suggests from are the tables' keywords.
@Suite struct SyntaxTableTests {
    @Test func everyStepEntryParsesAndPrintsItsExample() throws {
        for entry in StepSyntax.table {
            let scenario = try #require(TestSupport.parse("0s " + entry.example + "\n"))
            let step = try #require(scenario.timeline.first?.step)
            #expect(StepSyntax.text(of: step) == entry.example)
            #expect(step.keyword == entry.keyword)
        }
    }

    @Test func stepKeywordsAreTheTablesInOrderAndUnique() {
        #expect(Step.keywords == StepSyntax.table.map(\.keyword))
        #expect(Set(Step.keywords).count == Step.keywords.count)
        #expect(
            Step.keywords == [
                "launch", "terminate", "relaunch", "background", "foreground", "suspend", "resume",
                "location-event", "tap", "alert", "settings", "pick", "device", "move", "walk", "call", "deliver",
                "maybe",
                "fault", "tap?", "alert?", "background?", "foreground?",
            ])
    }

    @Test func everyCallReadsItsArgumentsTypedAndPrintsThemAsWritten() throws {
        let lines = [
            "call createManager", "call requestWhenInUseAuthorization", "call requestAlwaysAuthorization m2",
            "call requestTemporaryFullAccuracy RunRoute 3", "call startUpdatingLocation m1",
            "call stopUpdatingLocation", "call requestLocation m2", "call openSettings",
            "call desiredAccuracy reduced m1", "call allowsBackgroundLocationUpdates true",
            "call startBackgroundActivitySession", "call stopBackgroundActivitySession b1",
            "call startServiceSession always RunRoute", "call endServiceSession s1", "call startLiveUpdates",
            "call stopLiveUpdates u1", "call queryMotion altimeter", "call requestAccess audio",
            "call requestRecordPermission", "call requestAuthorization addOnly", "call presentLimitedLibraryPicker",
            "call presentPicker", "call fetchAssets",
            "call requestNotificationAuthorization alert sound provisional", "call getNotificationSettings",
            "call registerForRemoteNotifications",
            "call startMonitoring office 51.5007,-0.12 100m m1",
            "call stopMonitoring office", "call requestState \"my office\" m2",
            "call startMonitoringSignificantLocationChanges", "call stopMonitoringSignificantLocationChanges m1",
        ]
        #expect(lines.map { $0.split(separator: " ")[1] }.map(String.init) == CallSyntax.names)
        for line in lines {
            let scenario = try #require(TestSupport.parse("0s " + line + "\n"))
            let step = try #require(scenario.timeline.first?.step)
            #expect(StepSyntax.text(of: step) == line)
        }
        let typed = try #require(TestSupport.parse("0s call desiredAccuracy reduced 3\n"))
        guard case .call(.desiredAccuracy(.reduced, let manager?)) = typed.timeline.first?.step else {
            Issue.record("desiredAccuracy is not typed")
            return
        }
        #expect(manager.number == 3)
        #expect(manager.spelling == "3")
    }

    @Test func aHandleTooLongForANumberParsesAndIsLeftForTheRunToRefuse() throws {
        let scenario = try #require(TestSupport.parse("0s call endServiceSession s99999999999999999999\n"))
        guard case .call(.endServiceSession(let session?)) = scenario.timeline.first?.step else {
            Issue.record("endServiceSession has no session")
            return
        }
        #expect(session.number == nil)
    }

    @Test func everyHeaderEntryParsesAndPrintsItsExample() throws {
        for entry in HeaderSyntax.table {
            let scenario = try #require(TestSupport.parse(entry.example + "\n0s launch\n"))
            let header = try #require(scenario.header.first?.header)
            #expect(HeaderSyntax.text(of: header) == entry.example)
            #expect(header.keyword == entry.keyword)
        }
        #expect(
            FileParser.headerKeywords == [
                "scenario", "model", "seed", "profile", "set", "plist", "device", "position", "start", "end",
                "catches", "fault",
            ])
    }

    @Test func everyExpectationEntryParsesAndPrintsItsExamples() throws {
        for entry in ExpectationSyntax.table {
            for example in entry.examples {
                let scenario = try #require(TestSupport.parse("0s launch\n1s " + example + "\n"))
                let expectation = try #require(scenario.timeline.last?.expectation)
                #expect(ExpectationSyntax.text(of: expectation) == example)
                #expect(expectation.keyword == entry.keyword)
            }
        }
        #expect(FileParser.expectationKeywords == ["expect", "always", "eventually"])
    }
}
