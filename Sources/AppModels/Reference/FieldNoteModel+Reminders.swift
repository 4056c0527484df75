import LocationSystem
import Vocabulary

/// FieldNote's reminders: provisional notifications asked for when the user adds one, so no alert
/// interrupts them; the settings read after every answer and on every return (there is no
/// synchronous reading, NOTIF-5); delivery shown as the settings say (``ReminderDelivery``).
extension FieldNoteModel {
    /// The storage key of the note's reminder.
    static let reminderKey = "fieldNoteReminder"

    /// Add reminder: kept with the note, then quiet delivery asked for without a prompt (NOTIF-3;
    /// once the person decided, the request answers with that, NOTIF-2).
    mutating func addReminder(system: inout AppSystem) {
        reminderSet = true
        system.writeStorage(Self.reminderKey, "set")
        guard requests.count(.notifications) == 0 else { return }
        system.requestNotificationAuthorization(options: [.alert, .sound, .provisional])
    }

    /// From quiet delivery, the explicit request, whose alert the user now expects (NOTIF-4); once
    /// decided, the app's page in Settings.
    mutating func upgradeReminders(system: inout AppSystem) -> Bool {
        guard let delivery = reminderDelivery, delivery.upgrade != nil, requests.count(.notifications) == 0 else {
            return false
        }
        if delivery == .quiet {
            system.requestNotificationAuthorization(options: [.alert, .sound])
        } else {
            system.openSettings()
        }
        return true
    }

    /// The reminder's events: an answer (then the settings are read), the settings themselves, and
    /// a return to the app while a reminder is set. False for any other event.
    mutating func hearReminders(_ event: AppEvent, system: inout AppSystem) -> Bool {
        switch event {
        case .notificationAuthorizationResult:
            requests.answered(.notifications)
            system.getNotificationSettings()
        case .notificationSettings(let settings):
            notifications = settings
        default:
            return false
        }
        return true
    }

    /// Launch or return: a set reminder reads the settings again (seed 002: on return to the app).
    mutating func refreshReminders(system: inout AppSystem) {
        if reminderSet { system.getNotificationSettings() }
    }

    /// How the set reminder will be delivered, or nil while no reminder is set or nothing was read.
    var reminderDelivery: ReminderDelivery? {
        guard reminderSet, let notifications else { return nil }
        return ReminderDelivery.of(notifications)
    }

    /// `ui.reminder`: none, `checking` while the settings are awaited, else the delivery.
    var reminderValue: StateValue {
        guard reminderSet else { return .none }
        return .text(reminderDelivery?.rawValue ?? "checking")
    }
}
