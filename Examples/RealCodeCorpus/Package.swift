// swift-tools-version:6.0
// The yardstick of issue 17: real, unmodified open-source location-permission code, compiled on
// Linux against locsim's Core Location facade; CI builds it (README.md lists what each file uses).
// Build: `cd Examples/RealCodeCorpus && swift build`.

import PackageDescription

/// On Linux, `import CoreLocation` (and Core Motion, UIKit) resolve to locsim's facades; on Apple
/// platforms the real frameworks are used. This is the zero-edit switch docs/real-code.md describes.
let facadeAliases: [SwiftSetting] = [
    .unsafeFlags(
        [
            "-module-alias", "CoreLocation=LocsimCoreLocation",
            "-module-alias", "CoreMotion=LocsimCoreMotion",
            "-module-alias", "UIKit=LocsimUIKit",
        ],
        .when(platforms: [.linux])),
]

let facades: [Target.Dependency] = [
    .product(name: "LocsimCoreLocation", package: "locsim"),
    .product(name: "LocsimCoreMotion", package: "locsim"),
    .product(name: "LocsimUIKit", package: "locsim"),
]

let package = Package(
    name: "RealCodeCorpus",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(
            name: "RealCodeCorpus", targets: ["SwiftLocationSubset", "OneBusAwayLocation", "PermissionsKitLocation"])
    ],
    dependencies: [.package(name: "locsim", path: "../..")],
    targets: [
        // malcommac/SwiftLocation (MIT): the protocol CLLocationManager is made to conform to, and
        // the library's CoreLocation extensions.
        .target(name: "SwiftLocationSubset", dependencies: facades, swiftSettings: facadeAliases),
        // OneBusAway/onebusaway-ios (Apache-2.0): a transit app's LocationManager protocol.
        // LocationService.swift is kept for reference but excluded: it cannot compile on Linux
        // (`@objc` protocols with `@objc optional` requirements, NSHashTable, the app's Logger).
        .target(
            name: "OneBusAwayLocation", dependencies: facades, exclude: ["LocationService.swift"],
            swiftSettings: facadeAliases),
        // sparrowcode/PermissionsKit (MIT): the When In Use permission handler and the accuracy
        // helper. The files `import MapKit` for Core Location's names and are compiled in only with
        // PERMISSIONSKIT_LOCATION, as the library's own package defines it.
        .target(
            name: "PermissionsKitLocation", dependencies: facades + ["CorpusMapKitShim"],
            swiftSettings: facadeAliases + [
                .define("PERMISSIONSKIT_LOCATION"),
                .unsafeFlags(["-module-alias", "MapKit=CorpusMapKitShim"], .when(platforms: [.linux])),
            ]),
        // Stands in for MapKit on Linux: brings Core Location with it, as MapKit does.
        .target(name: "CorpusMapKitShim", dependencies: facades, swiftSettings: facadeAliases),
    ],
    swiftLanguageModes: [.v5]
)
