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
    .library(name: "ResponderLabExhibits", targets: ["ResponderLabExhibits"]),
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
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDiagnostics", "ResponderLabTesting"]),
    .target(
      name: "ResponderLabExhibits",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDiagnostics", "ResponderLabTesting"]),
    .target(
      name: "ResponderLabCLI",
      dependencies: [
        "SimUIKit", "ResponderLabDiagnostics", "ResponderLabTesting", "ResponderLabScenarios",
        "ResponderLabExhibits",
      ]),
    .target(name: "ResponderLabBenchmarks", dependencies: ["SimUIKit"]),

    // MARK: - Executables
    .executableTarget(name: "responder-lab", dependencies: ["ResponderLabCLI"]),
    .executableTarget(name: "ResponderLabBench", dependencies: ["ResponderLabBenchmarks"]),

    // MARK: - Tests
    .testTarget(
      name: "SimUIKitTests",
      dependencies: ["SimUIKit", "ResponderLabTesting", "ResponderLabDiagnostics"]),
    .testTarget(
      name: "ResponderLabCLITests",
      dependencies: ["ResponderLabCLI", "ResponderLabScenarios", "ResponderLabDiagnostics"]),
    .testTarget(
      name: "ResponderLabScenariosTests",
      dependencies: ["ResponderLabScenarios", "ResponderLabDiagnostics", "SimUIKit"]),
    .testTarget(
      name: "ResponderLabDiagnosticsTests",
      dependencies: ["ResponderLabDiagnostics", "ResponderLabTesting", "SimUIKit"]),
    .testTarget(name: "ResponderLabTestingTests", dependencies: ["ResponderLabTesting"]),
    .testTarget(name: "DocumentationTests"),
    .testTarget(
      name: "ResponderLabBenchmarksTests", dependencies: ["ResponderLabBenchmarks", "SimUIKit"]),
    .testTarget(
      name: "SimSwiftUITests", dependencies: ["SimSwiftUI", "SimUIKit", "ResponderLabTesting"]),
    .testTarget(
      name: "ResponderLabExhibitsTests",
      dependencies: [
        "ResponderLabExhibits", "SimSwiftUI", "SimUIKit", "ResponderLabTesting",
        "ResponderLabDiagnostics",
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
