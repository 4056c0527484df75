import Foundation

/// Counts its launches in `UserDefaults.standard`, as onboarding code often remembers what it asked.
final class LaunchCounter {
    static let key = "locsim.tests.launches"
    let launches: Int

    init() {
        launches = UserDefaults.standard.integer(forKey: Self.key) + 1
        UserDefaults.standard.set(launches, forKey: Self.key)
    }
}
