// swift-tools-version:6.0
// The libFuzzer targets for the scenario parser and for `locsim merge`'s shard reader, kept out of
// the root package so a plain `swift build` never needs the fuzzer runtime. Build and run: see docs/fuzzing.md.

import PackageDescription

let package = Package(
    name: "locsim-fuzz",
    dependencies: [.package(name: "locsim", path: "..")],
    targets: [
        .executableTarget(
            name: "ScenarioParserFuzzer",
            dependencies: [.product(name: "Locsim", package: "locsim")]),
        .executableTarget(
            name: "ShardMergeFuzzer",
            dependencies: [.product(name: "Locsim", package: "locsim")]),
    ],
    swiftLanguageModes: [.v6]
)
