// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ResponderLab",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "SimUIKit", targets: ["SimUIKit"]),
    .library(name: "SimSwiftUI", targets: ["SimSwiftUI"]),
    .library(name: "ResponderLabDiagnostics", targets: ["ResponderLabDiagnostics"]),
    .library(name: "ResponderLabTesting", targets: ["ResponderLabTesting"]),
    .executable(name: "responder-lab", targets: ["responder-lab"]),
    .executable(name: "responder-lab-bench", targets: ["ResponderLabBench"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Simulated frameworks
    .target(name: "SimUIKit"),
    .target(name: "SimSwiftUI", dependencies: ["SimUIKit"]),

    // MARK: - Tools built on the simulated frameworks
    .target(name: "ResponderLabDiagnostics", dependencies: ["SimUIKit"]),
    .target(
      name: "ResponderLabTesting",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDiagnostics"]),
    .target(
      name: "ResponderLabScenarios",
      dependencies: ["SimUIKit", "ResponderLabDiagnostics", "ResponderLabTesting"]),
    .target(name: "ResponderLabBenchmarks", dependencies: ["SimUIKit"]),
    .target(
      name: "ResponderLabCLI",
      dependencies: [
        "SimUIKit", "ResponderLabDiagnostics", "ResponderLabTesting", "ResponderLabScenarios",
      ]),

    // MARK: - Executables
    .executableTarget(name: "responder-lab", dependencies: ["ResponderLabCLI"]),
    .executableTarget(name: "ResponderLabBench", dependencies: ["ResponderLabBenchmarks"]),

    // MARK: - Fuzzing (Scripts/fuzz.sh builds these with -sanitize=fuzzer; a plain build replays files)
    .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
    .executableTarget(
      name: "ScenarioLoaderFuzzer",
      dependencies: ["FuzzSupport", "ResponderLabScenarios", "ResponderLabTesting"],
      path: "Fuzz/ScenarioLoaderFuzzer"),
    .executableTarget(
      name: "DumpImporterFuzzer",
      dependencies: [
        "FuzzSupport", "ResponderLabScenarios", "ResponderLabDiagnostics", "ResponderLabTesting",
      ],
      path: "Fuzz/DumpImporterFuzzer"),

    // MARK: - Tests
    .testTarget(
      name: "SimUIKitTests",
      dependencies: ["SimUIKit", "ResponderLabTesting", "ResponderLabDiagnostics"]),
    .testTarget(
      name: "ResponderLabCLITests",
      dependencies: ["ResponderLabCLI", "ResponderLabScenarios", "ResponderLabDiagnostics"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ResponderLabScenariosTests",
      dependencies: ["ResponderLabScenarios", "ResponderLabDiagnostics", "SimUIKit"]),
    .testTarget(
      name: "ResponderLabDiagnosticsTests",
      dependencies: ["ResponderLabDiagnostics", "ResponderLabTesting", "SimUIKit"]),
    .testTarget(name: "ResponderLabTestingTests", dependencies: ["ResponderLabTesting"]),
    .testTarget(
      name: "ResponderLabBenchmarksTests", dependencies: ["ResponderLabBenchmarks", "SimUIKit"]),
    .testTarget(
      name: "SimSwiftUITests", dependencies: ["SimSwiftUI", "SimUIKit", "ResponderLabTesting"]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "SimUIKit", "SimSwiftUI", "ResponderLabTesting", "ResponderLabDiagnostics",
        "ResponderLabScenarios",
      ]),
  ]
)

// Every target gets the same language mode and upcoming features, in one place.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InferIsolatedConformances"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
}
