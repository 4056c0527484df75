// swift-tools-version:6.0
// An app's own permission logic plugged into locsim: a model in one file, a test that runs a
// scenario against it, and `my-locsim`, the full locsim CLI with the model registered.

import PackageDescription

let package = Package(
    name: "MyAppModel",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "MyAppModel", targets: ["MyAppModel"]),
        .executable(name: "my-locsim", targets: ["my-locsim"]),
    ],
    dependencies: [
        // The locsim checkout this example lives in; a team's package would point at its own copy.
        .package(name: "locsim", path: "../..")
    ],
    targets: [
        .target(name: "MyAppModel", dependencies: [.product(name: "Locsim", package: "locsim")]),
        .executableTarget(
            name: "my-locsim",
            dependencies: ["MyAppModel", .product(name: "Locsim", package: "locsim")]),
        .testTarget(
            name: "MyAppModelTests",
            dependencies: ["MyAppModel", .product(name: "Locsim", package: "locsim")]),
    ],
    swiftLanguageModes: [.v6]
)
