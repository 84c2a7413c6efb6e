// swift-tools-version: 6.2
// snippet:start
import PackageDescription

let package = Package(
  name: "Notes",
  platforms: [.macOS(.v15)],
  dependencies: [
    // ResponderLab checked out next to this package: the package's name is its folder's name.
    .package(path: "../ResponderLab")
  ],
  targets: [
    // The app's screens, written against UIKit's names (SimUIKit on Linux).
    .target(name: "Notes", dependencies: [.product(name: "SimUIKit", package: "ResponderLab")]),
    // Swift Testing tests.
    .testTarget(
      name: "NotesTests",
      dependencies: ["Notes", .product(name: "ResponderLabTesting", package: "ResponderLab")]),
    // XCTest tests.
    .testTarget(
      name: "NotesXCTests",
      dependencies: ["Notes", .product(name: "ResponderLabTesting", package: "ResponderLab")]),
  ]
)
// snippet:end
