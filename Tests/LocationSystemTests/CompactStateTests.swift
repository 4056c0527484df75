import SimulationKit
import Testing
import Vocabulary

@testable import LocationSystem

@Suite("Compact state")
struct CompactStateTests {
    @Test("A system event is plain data, so the queue copies it without reference counting")
    func systemEventIsPlainData() {
        #expect(_isPOD(SystemEvent.self))
        #expect(_isPOD(Reply.self))
    }

    @Test("Privacy decisions and alerts that are equal hash equal, whichever field moved")
    func packedHashesAgreeWithEquality() {
        var decisions: [PrivacyDecisions] = [PrivacyDecisions()]
        for change in 0..<8 {
            var moved = PrivacyDecisions()
            switch change {
            case 0: moved.camera = .authorized
            case 1: moved.microphone = .granted
            case 2: moved.photos = .limited
            case 3: moved.photosAddOnly = .denied
            case 4: moved.selection = [2, 5]
            case 5: moved.notifications.stored.authorizationStatus = .provisional
            case 6: moved.notifications.stored.badgeSetting = .enabled
            default: moved.waiting = [.camera]
            }
            decisions.append(moved)
        }
        for (i, left) in decisions.enumerated() {
            for (j, right) in decisions.enumerated() {
                #expect((left == right) == (i == j))
                if left == right { #expect(left.hashValue == right.hashValue) }
            }
            var copy = left
            copy.notifications.stored = left.notifications.stored
            #expect(copy == left && copy.hashValue == left.hashValue)
        }
        let alert = Alert(kind: .location, appName: "Runs", requester: .manager(ManagerID(1)), rule: .auth2)
        var renamed = alert
        renamed.appName = "Walks"
        #expect(alert != renamed)
        #expect(alert.hashValue == renamed.hashValue)
    }

    @Test("Every alert requester folds to a word of its own, so an alert's hash tells them apart")
    func requestersFoldApart() {
        var requesters: [AlertRequester] = [.app, .system]
        for handle in 1...3 {
            requesters.append(.manager(ManagerID(handle)))
            requesters.append(.session(SessionID(handle)))
            requesters.append(.liveUpdates(LiveUpdatesID(handle)))
        }
        requesters += MotionClass.allCases.map { .motion($0) } + PrivacyPermission.allCases.map { .privacy($0) }
        #expect(Set(requesters.map(\.foldWord)).count == requesters.count)
    }

    @Test("A case tag is the case's position, so packed hashes tell every lifecycle and alert kind apart")
    func caseTagsAreCasePositions() {
        #expect(AppLifecycle.allCases.map { caseTag(of: $0) } == Array(AppLifecycle.allCases.indices))
        #expect(AlertKind.allCases.map { caseTag(of: $0) } == Array(AlertKind.allCases.indices))
        var word = PackedWord()
        word.add(5, bits: 3)
        word.add(true)
        word.add(0x1FF, bits: 8)
        #expect(word.value == 0b1111_1111_1_101)
    }

    @Test("What the app reads of notifications follows every change to what is stored (NOTIF-5)")
    func notificationReadingFollowsStored() {
        var decision = NotificationDecision()
        decision.addSwitches(for: [.alert, .badge], at: .enabled)
        #expect(decision.settings.alertSetting == .disabled)
        decision.stored.authorizationStatus = .authorized
        #expect(decision.settings.alertSetting == .enabled && decision.settings.badgeSetting == .enabled)
        decision.stored[.alerts] = .disabled
        #expect(decision.settings == decision.stored)
        decision.stored.authorizationStatus = .denied
        #expect(decision.settings.badgeSetting == .disabled && decision.stored.badgeSetting == .enabled)
    }

    @Test("A system stream draws exactly what the stream of its name draws")
    func systemStreamsMatchNamedStreams() {
        for seed: UInt64 in [0, 7, 2026] {
            var system = SystemRandom(seed: seed)
            var named = RandomStreams(seed: seed)
            for stream in [SystemStream.reply, .initialCallback, .reply, .reply, .initialCallback] {
                let range = SimDuration.milliseconds(2)...SimDuration.milliseconds(9)
                #expect(system.next(in: range, stream: stream) == named.next(in: range, stream: stream.name))
            }
        }
    }

    @Test("A handle table keeps handles sorted and compares like a dictionary")
    func handleTableIsCanonical() {
        var forward = HandleTable<LiveUpdatesState>()
        var backward = HandleTable<LiveUpdatesState>()
        for raw in [1, 3, 2] {
            forward[LiveUpdatesID(raw)] = LiveUpdatesState(id: LiveUpdatesID(raw), stillSince: .start)
        }
        for raw in [3, 2, 1, 4] {
            backward[LiveUpdatesID(raw)] = LiveUpdatesState(id: LiveUpdatesID(raw), stillSince: .start)
        }
        #expect(backward.keys.map(\.rawValue) == [1, 2, 3, 4])
        #expect(forward != backward)
        #expect(backward.removeValue(forKey: LiveUpdatesID(4)) != nil)
        #expect(backward.removeValue(forKey: LiveUpdatesID(4)) == nil)
        #expect(forward == backward)
        backward[LiveUpdatesID(2)] = nil
        #expect(backward.keys.map(\.rawValue) == [1, 3])
        #expect(backward[LiveUpdatesID(2)] == nil && backward[LiveUpdatesID(3)] != nil)
    }
}
