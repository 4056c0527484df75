/// UIKit's responder, the superclass of `UIApplication` (and of an app delegate that subclasses it).
/// It carries nothing here: no events reach a responder chain in locsim.
@MainActor
open class UIResponder: NSObject {}
