extension UIApplication {
    /// The keys of `open(_:options:completionHandler:)`'s options, as UIKit declares them.
    public struct OpenExternalURLOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's string.
        public var rawValue: String

        /// A key from its string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A key from its string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open the URL only if an installed app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
