// swift-tools-version:6.0
// locsim: a deterministic discrete-event simulator of the iOS location and motion permission system.
// No package dependencies: the toolchain's Foundation, Dispatch, Swift Testing and XCTest only.

import PackageDescription

/// The modules in dependency order (each depends only on those above it; see docs/architecture.md).
let package = Package(
    name: "locsim",
    platforms: [.macOS(.v14)],
    products: [
        .library(
            name: "Locsim",
            targets: [
                "SimulationKit", "Vocabulary", "LocationSystem", "AppModels", "ScenarioLanguage", "Replay",
                "Exploration", "Reports", "Recordings", "LocsimCLI",
            ]),
        .library(name: "LocsimCoreLocation", targets: ["LocsimCoreLocation"]),
        .library(name: "LocsimCoreMotion", targets: ["LocsimCoreMotion"]),
        .library(name: "LocsimUIKit", targets: ["LocsimUIKit"]),
        .library(name: "LocsimAVFoundation", targets: ["LocsimAVFoundation"]),
        .library(name: "LocsimUserNotifications", targets: ["LocsimUserNotifications"]),
        .library(name: "LocsimPhotos", targets: ["LocsimPhotos"]),
        .executable(name: "locsim", targets: ["locsim"]),
        .executable(name: "locsim-bench", targets: ["locsim-bench"]),
        .executable(name: "locsim-bench-repeat", targets: ["locsim-bench-repeat"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "SimulationKit"),
        .target(name: "Vocabulary", dependencies: ["SimulationKit"]),
        .target(name: "LocationSystem", dependencies: ["SimulationKit", "Vocabulary"]),
        .target(name: "AppModels", dependencies: ["SimulationKit", "Vocabulary", "LocationSystem"]),
        .target(name: "LocsimHost", dependencies: ["SimulationKit", "Vocabulary", "LocationSystem", "AppModels"]),
        .target(name: "LocsimCoreLocation", dependencies: ["SimulationKit", "Vocabulary", "LocationSystem", "LocsimHost"]),
        .target(name: "LocsimCoreMotion", dependencies: ["SimulationKit", "Vocabulary", "LocationSystem", "LocsimHost"]),
        .target(name: "LocsimUIKit", dependencies: ["LocationSystem", "LocsimHost"]),
        .target(name: "LocsimAVFoundation", dependencies: ["Vocabulary", "LocationSystem", "LocsimHost"]),
        .target(name: "LocsimUserNotifications", dependencies: ["Vocabulary", "LocationSystem", "LocsimHost"]),
        .target(name: "LocsimPhotos", dependencies: ["Vocabulary", "LocationSystem", "LocsimHost", "LocsimUIKit"]),
        .target(name: "ScenarioLanguage", dependencies: ["SimulationKit", "Vocabulary"]),
        .target(
            name: "Replay",
            dependencies: ["SimulationKit", "Vocabulary", "LocationSystem", "AppModels", "ScenarioLanguage"]),
        .target(
            name: "Exploration",
            dependencies: [
                "SimulationKit", "Vocabulary", "LocationSystem", "AppModels", "ScenarioLanguage", "Replay",
            ]),
        .target(
            name: "Reports",
            dependencies: [
                "SimulationKit", "Vocabulary", "LocationSystem", "AppModels", "ScenarioLanguage", "Replay",
                "Exploration",
            ]),
        .target(
            name: "Recordings",
            dependencies: [
                "SimulationKit", "Vocabulary", "LocationSystem", "AppModels", "ScenarioLanguage", "Replay", "Reports",
            ]),
        .target(
            name: "LocsimCLI",
            dependencies: [
                "SimulationKit", "Vocabulary", "LocationSystem", "AppModels", "LocsimHost", "ScenarioLanguage", "Replay",
                "Exploration", "Reports", "Recordings",
            ]),
        .executableTarget(name: "locsim", dependencies: ["LocsimCLI"]),
        .executableTarget(name: "locsim-bench", dependencies: ["SimulationKit"]),
        .executableTarget(
            name: "locsim-bench-repeat",
            dependencies: ["AppModels", "ScenarioLanguage", "Replay", "Exploration", "LocsimBenchApps"]),
        // Bench-only: Examples/RealApp's view model, copied unchanged (so not linted, like the
        // example's own file), with `import CoreLocation` and `import UIKit` naming the facades.
        .target(
            name: "BenchNearbyFeature", dependencies: ["LocsimCoreLocation", "LocsimUIKit"],
            path: "Scripts/perf/BenchNearbyFeature",
            swiftSettings: [
                .unsafeFlags(
                    ["-module-alias", "CoreLocation=LocsimCoreLocation", "-module-alias", "UIKit=LocsimUIKit"],
                    .when(platforms: [.linux]))
            ]),
        // Bench-only: Examples/AsyncApp's async view model, copied unchanged in the same way, with
        // `import CoreMotion` naming the motion facade too.
        .target(
            name: "BenchRunFeature", dependencies: ["LocsimCoreLocation", "LocsimCoreMotion"],
            path: "Scripts/perf/BenchRunFeature",
            swiftSettings: [
                .unsafeFlags(
                    ["-module-alias", "CoreLocation=LocsimCoreLocation", "-module-alias", "CoreMotion=LocsimCoreMotion"],
                    .when(platforms: [.linux]))
            ]),
        // Bench-only: those object apps registered, the first one's value-model twin and the second
        // one's delegate twin.
        .target(
            name: "LocsimBenchApps",
            dependencies: [
                "AppModels", "LocationSystem", "Vocabulary", "LocsimHost", "LocsimCoreLocation", "LocsimCoreMotion",
                "BenchNearbyFeature", "BenchRunFeature",
            ],
            path: "Sources/locsim-bench-apps"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Recorder/Recorder.swift, the one file a team adds to its iOS app (docs/recordings.md): built
        // here against the facades and run by RecorderTests, so it cannot drift from the format.
        .target(
            name: "LocsimRecorder", dependencies: ["LocsimCoreLocation", "LocsimCoreMotion", "LocsimUIKit"],
            path: "Recorder"),
        .testTarget(name: "SimulationKitTests", dependencies: ["SimulationKit", "TestSupport"]),
        .testTarget(name: "VocabularyTests", dependencies: ["Vocabulary", "TestSupport"]),
        .testTarget(name: "LocationSystemTests", dependencies: ["LocationSystem", "Vocabulary", "TestSupport"]),
        .testTarget(name: "AppModelsTests", dependencies: ["AppModels", "Vocabulary", "TestSupport"]),
        .testTarget(
            name: "LocsimCoreLocationTests",
            dependencies: [
                "LocsimCoreLocation", "LocsimCoreMotion", "LocsimUIKit", "LocsimAVFoundation", "LocsimUserNotifications",
                "LocsimPhotos",
                "LocsimHost", "LocsimCLI", "AppModels", "TestSupport",
            ]),
        .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "Vocabulary", "TestSupport"]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "Vocabulary", "TestSupport"]),
        .testTarget(name: "ExplorationTests", dependencies: ["Exploration", "TestSupport"]),
        .testTarget(
            name: "ReportsTests",
            dependencies: [
                "Reports", "Replay", "AppModels", "ScenarioLanguage", "LocationSystem", "Vocabulary", "TestSupport",
            ]),
        .testTarget(name: "LocsimBenchAppsTests", dependencies: ["LocsimBenchApps", "LocsimCLI"]),
        .testTarget(
            name: "RecorderTests",
            dependencies: [
                "LocsimRecorder", "LocsimCoreLocation", "LocsimCoreMotion", "LocsimUIKit", "LocsimHost", "LocsimCLI",
                "Recordings",
            ]),
        .testTarget(
            name: "RecordingsTests",
            dependencies: ["Recordings", "Replay", "AppModels", "LocationSystem", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "LocsimCLITests", dependencies: ["LocsimCLI", "LocationSystem", "TestSupport"],
            exclude: ["Hostile"]),
    ],
    swiftLanguageModes: [.v6]
)
