// swift-tools-version:6.0
// An iOS 18 app's async permission code run by locsim: RunFeature is written as the app ships it
// (`import CoreLocation`, `import CoreMotion`); on Linux those names are locsim's facades, and its
// tasks, sleeps and continuations run on locsim's simulated clock (Swift 6.3 or later).
// Build and test: `cd Examples/AsyncApp && swift build && swift test`.

import PackageDescription

/// On Linux, `import CoreLocation` and `import CoreMotion` resolve to locsim's facades, with no edit
/// to the app's files; on Apple platforms the real frameworks are used.
let facadeAliases: [SwiftSetting] = [
    .unsafeFlags(
        ["-module-alias", "CoreLocation=LocsimCoreLocation", "-module-alias", "CoreMotion=LocsimCoreMotion"],
        .when(platforms: [.linux]))
]

let facades: [Target.Dependency] = [
    .product(name: "LocsimCoreLocation", package: "locsim", condition: .when(platforms: [.linux])),
    .product(name: "LocsimCoreMotion", package: "locsim", condition: .when(platforms: [.linux])),
]

let package = Package(
    name: "AsyncApp",
    platforms: [.macOS(.v14), .iOS(.v18)],
    products: [.executable(name: "run-locsim", targets: ["run-locsim"])],
    dependencies: [.package(name: "locsim", path: "../..")],
    targets: [
        // The app's own code, unchanged from the iOS app.
        .target(name: "RunFeature", dependencies: facades, swiftSettings: facadeAliases),
        // How locsim runs it: the registration (name, controls, invariant).
        .target(
            name: "RunLocsim",
            dependencies: ["RunFeature", .product(name: "Locsim", package: "locsim")] + facades,
            swiftSettings: facadeAliases),
        // `locsim` with the app registered.
        .executableTarget(name: "run-locsim", dependencies: ["RunLocsim", .product(name: "Locsim", package: "locsim")]),
        .testTarget(
            name: "RunFeatureTests",
            dependencies: ["RunLocsim", "RunFeature", .product(name: "Locsim", package: "locsim")] + facades,
            swiftSettings: facadeAliases),
    ],
    swiftLanguageModes: [.v6]
)
