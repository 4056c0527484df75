// PLACEHOLDER, for the lead to replace: the facade's UIApplication (shared, applicationState,
// open(_:options:completionHandler:)) is written on top of the host. This empty class only lets
// the extensions beside it (UIApplication+State, +Notifications, +OpenExternalURLOptionsKey)
// compile; delete this file when the real class lands.

/// The app's single application object (placeholder: see the note above).
@MainActor
open class UIApplication: NSObject {}
