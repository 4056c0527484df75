/// The app's bundle and persisted storage as the system holds them: the Info.plist, the display
/// name in alert titles, and UserDefaults.
///
/// They rarely change (the plist and name never within a run, storage on a write), yet every copy of
/// the state and every ``AppSystem`` handed to a model carries them; held in one shared, immutable
/// box they cost one reference there instead of four. A change makes a new box.
public struct AppFiles: Hashable, Sendable {
    private final class Box: Sendable {
        let plist: InfoPlist
        let appName: String
        let storage: [String: String]

        init(plist: InfoPlist, appName: String, storage: [String: String]) {
            self.plist = plist
            self.appName = appName
            self.storage = storage
        }
    }

    private var box: Box

    /// Files for a fresh install: the plist and name, nothing stored yet.
    public init(plist: InfoPlist, appName: String, storage: [String: String] = [:]) {
        box = Box(plist: plist, appName: appName, storage: storage)
    }

    /// The app's Info.plist.
    public var plist: InfoPlist {
        get { box.plist }
        set { box = Box(plist: newValue, appName: box.appName, storage: box.storage) }
    }

    /// The app's display name in alert titles.
    public var appName: String {
        get { box.appName }
        set { box = Box(plist: box.plist, appName: newValue, storage: box.storage) }
    }

    /// The app's persisted storage (UserDefaults).
    public var storage: [String: String] {
        get { box.storage }
        set { box = Box(plist: box.plist, appName: box.appName, storage: newValue) }
    }

    /// Equal contents; one shared box is equal without looking inside.
    public static func == (lhs: AppFiles, rhs: AppFiles) -> Bool {
        lhs.box === rhs.box
            || (lhs.box.storage == rhs.box.storage && lhs.box.appName == rhs.box.appName
                && lhs.box.plist == rhs.box.plist)
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.plist)
        hasher.combine(box.appName)
        hasher.combine(box.storage)
    }
}
