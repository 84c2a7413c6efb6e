// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ResponderLab",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "SimUIKit", targets: ["SimUIKit"]),
    .library(name: "SimSwiftUI", targets: ["SimSwiftUI"]),
    .library(name: "ResponderLabDiagnostics", targets: ["ResponderLabDiagnostics"]),
    .library(name: "ResponderLabDevice", targets: ["ResponderLabDevice"]),
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
    .target(name: "ResponderLabDiagnostics", dependencies: ["SimUIKit", "SimSwiftUI"]),
    // The device and the hand, with no test framework: the tools and the harness share it.
    .target(
      name: "ResponderLabDevice",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDiagnostics"]),
    // Expectations for Swift Testing and XCTest; re-exports the device layer and SimSwiftUI.
    .target(
      name: "ResponderLabTesting",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDiagnostics", "ResponderLabDevice"]),
    .target(
      name: "ResponderLabScenarios",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDiagnostics", "ResponderLabDevice"]),
    .target(
      name: "ResponderLabExhibits",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDiagnostics", "ResponderLabDevice"]),
    .target(
      name: "ResponderLabBenchmarks",
      dependencies: [
        "SimUIKit", "SimSwiftUI", "ResponderLabDevice", "ResponderLabDiagnostics",
        "ResponderLabScenarios", "ResponderLabCLI",
      ]),
    // The hierarchy's invariants, which the soak tests and the scenario-step fuzzer check, and the
    // promises of a dump import, which the dump-join fuzzer checks.
    .target(
      name: "ResponderLabInvariants",
      dependencies: [
        "SimUIKit", "ResponderLabDevice", "ResponderLabDiagnostics", "ResponderLabScenarios",
      ]),
    .target(
      name: "ResponderLabCLI",
      dependencies: [
        "SimUIKit", "ResponderLabDiagnostics", "ResponderLabDevice", "ResponderLabScenarios",
        "ResponderLabExhibits",
        "ResponderLabLearn",
      ]),

    // MARK: - Learn mode: the exercises' checks, their pristine starters and their solutions
    .target(
      name: "ResponderLabLearn",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDiagnostics", "ResponderLabDevice"]),
    .target(
      name: "LearnStarters", dependencies: ["ResponderLabLearn", "SimUIKit", "SimSwiftUI"],
      path: "Playgrounds/Starters", swiftSettings: [.defaultIsolation(MainActor.self)]),
    .target(
      name: "LearnSolutions", dependencies: ["ResponderLabLearn", "SimUIKit", "SimSwiftUI"],
      path: "Playgrounds/Solutions", swiftSettings: [.defaultIsolation(MainActor.self)]),

    // MARK: - Executables
    .executableTarget(name: "responder-lab", dependencies: ["ResponderLabCLI"]),
    .executableTarget(name: "ResponderLabBench", dependencies: ["ResponderLabBenchmarks"]),

    // MARK: - Fuzzing (Scripts/fuzz.sh builds these with -sanitize=fuzzer; a plain build replays files)
    .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
    .executableTarget(
      name: "ScenarioLoaderFuzzer",
      dependencies: ["FuzzSupport", "ResponderLabScenarios", "ResponderLabDevice"],
      path: "Fuzz/ScenarioLoaderFuzzer"),
    .executableTarget(
      name: "DumpImporterFuzzer",
      dependencies: [
        "FuzzSupport", "ResponderLabScenarios", "ResponderLabDiagnostics", "ResponderLabDevice",
      ],
      path: "Fuzz/DumpImporterFuzzer"),
    .executableTarget(
      name: "MCPServerFuzzer", dependencies: ["FuzzSupport", "ResponderLabCLI"],
      path: "Fuzz/MCPServerFuzzer"),
    .executableTarget(
      name: "DumpJoinFuzzer",
      dependencies: ["FuzzSupport", "ResponderLabInvariants"],
      path: "Fuzz/DumpJoinFuzzer"),
    .executableTarget(
      name: "ScenarioStepFuzzer",
      dependencies: [
        "FuzzSupport", "ResponderLabScenarios", "ResponderLabDevice", "ResponderLabInvariants",
      ],
      path: "Fuzz/ScenarioStepFuzzer"),

    // MARK: - Tests
    .testTarget(
      name: "SimUIKitTests",
      dependencies: [
        "SimUIKit", "ResponderLabTesting", "ResponderLabDiagnostics", "ResponderLabDevice",
      ]),
    // A UIKit-shaped screen compiled as a Swift 5 client; SimUIKitTests links the same files (Swift 6).
    .testTarget(
      name: "ResponderClientSwift5Tests", dependencies: ["SimUIKit", "ResponderLabDevice"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ResponderLabCLITests",
      dependencies: [
        "ResponderLabCLI", "ResponderLabScenarios", "ResponderLabDiagnostics", "ResponderLabLearn",
      ]),
    .testTarget(
      name: "ResponderLabScenariosTests",
      dependencies: [
        "ResponderLabScenarios", "ResponderLabDiagnostics", "ResponderLabTesting", "SimUIKit",
      ]),
    .testTarget(
      name: "ResponderLabDiagnosticsTests",
      dependencies: ["ResponderLabDiagnostics", "ResponderLabTesting", "SimUIKit"]),
    .testTarget(
      name: "ResponderLabTestingTests", dependencies: ["ResponderLabTesting"],
      exclude: ["Guide/__Snapshots__"]),
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
    .testTarget(
      name: "ResponderLabLearnTests",
      dependencies: [
        "ResponderLabLearn", "LearnStarters", "LearnSolutions", "ResponderLabCLI", "SimUIKit",
        "SimSwiftUI", "ResponderLabDevice", "ResponderLabDiagnostics",
      ]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "SimUIKit", "SimSwiftUI", "ResponderLabTesting", "ResponderLabDiagnostics",
        "ResponderLabScenarios", "ResponderLabInvariants",
      ]),

    // MARK: - Client code as apps write it, compiled in both language modes
    // An app's main.swift in the Swift 5 mode: top-level code, run by TopLevelExecutableTests.
    .executableTarget(
      name: "ClientCodeTopLevelSwift5", dependencies: ["SimUIKit"],
      path: "Tests/ClientCodeTopLevelSwift5", swiftSettings: [.swiftLanguageMode(.v5)]),
    // (`Tests/ClientCodeCorpus` is shared by both targets through a `Corpus` symlink in each)
    .testTarget(
      name: "ClientCodeSwift5Tests",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDevice", "ResponderLabTesting"],
      exclude: ["Corpus/README.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ClientCodeSwift6Tests",
      dependencies: ["SimUIKit", "SimSwiftUI", "ResponderLabDevice", "ResponderLabTesting"],
      exclude: ["Corpus/README.md", "Fixtures"],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)

// Learn mode: each exercise is an executable that checks the learner's file in its folder
// (`swift run exercise-01`); `responder-lab learn` builds and runs them.
let exerciseFolders = [
  "01-NextToController",
  "02-PredictNavigationChain",
  "03-AddChildController",
  "04-ChainMilestone",
  "05-PredictWhoPresents",
  "06-WhoPresents",
  "07-RefuseSwipe",
  "08-PredictSwipeCallbacks",
  "09-AttemptCallback",
  "10-StackedSheets",
  "11-ReadADump",
  "12-LockAndConfirm",
  "13-PredictSheetPresenter",
  "14-GuardInsideNavigation",
  "15-PredictProbeWindow",
  "16-ProbeTooEarly",
  "17-DelegateNobodyRetains",
  "18-ReplaceSwiftUIDelegate",
  "19-DetentsAndGuard",
  "20-PredictDimmingTap",
  "21-OverlayAtRightLevel",
  "22-ArticlesMilestone",
  "23-DisabledMenuItem",
  "24-PredictKeyCommandInSheet",
  "25-HalfSheetKeyboard",
  "26-ActionSheetOnTablet",
  "27-PopoverOnPhone",
  "28-SwallowedTaps",
  "29-ButtonSelectsRow",
]
for folder in exerciseFolders {
  package.targets.append(
    .executableTarget(
      name: "exercise-" + folder.prefix(2),
      dependencies: ["ResponderLabLearn", "SimUIKit", "SimSwiftUI"],
      path: "Playgrounds/" + folder,
      // Like a new app target: code is on the main actor unless it says otherwise.
      swiftSettings: [.defaultIsolation(MainActor.self)]))
}

// Every target gets the same upcoming features, in one place; client code is compiled as apps
// compile it, with its language mode's defaults alone.
for target in package.targets where !target.name.hasPrefix("ClientCode") {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InferIsolatedConformances"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
}
