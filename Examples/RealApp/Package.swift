// swift-tools-version:6.0
// An app's real permission code run by locsim: NearbyFeature is written as the iOS app ships it
// (`import CoreLocation`, `import UIKit`); on Linux those names are locsim's facades.
// Build and test: `cd Examples/RealApp && swift build && swift test`.

import PackageDescription

/// On Linux, `import CoreLocation` and `import UIKit` resolve to locsim's facades, with no edit to
/// the app's files; on Apple platforms the real frameworks are used.
let facadeAliases: [SwiftSetting] = [
    .unsafeFlags(
        ["-module-alias", "CoreLocation=LocsimCoreLocation", "-module-alias", "UIKit=LocsimUIKit"],
        .when(platforms: [.linux]))
]

let facades: [Target.Dependency] = [
    .product(name: "LocsimCoreLocation", package: "locsim", condition: .when(platforms: [.linux])),
    .product(name: "LocsimUIKit", package: "locsim", condition: .when(platforms: [.linux])),
]

let package = Package(
    name: "RealApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.executable(name: "nearby-locsim", targets: ["nearby-locsim"])],
    dependencies: [.package(name: "locsim", path: "../..")],
    targets: [
        // The app's own code, unchanged from the iOS app.
        .target(name: "NearbyFeature", dependencies: facades, swiftSettings: facadeAliases),
        // How locsim runs it: the registration (name, controls, invariants).
        .target(
            name: "NearbyLocsim",
            dependencies: ["NearbyFeature", .product(name: "Locsim", package: "locsim")] + facades,
            swiftSettings: facadeAliases),
        // `locsim` with the app registered.
        .executableTarget(name: "nearby-locsim", dependencies: ["NearbyLocsim", .product(name: "Locsim", package: "locsim")]),
        .testTarget(
            name: "NearbyFeatureTests",
            dependencies: ["NearbyLocsim", "NearbyFeature", .product(name: "Locsim", package: "locsim")] + facades,
            swiftSettings: facadeAliases),
    ],
    swiftLanguageModes: [.v6]
)
