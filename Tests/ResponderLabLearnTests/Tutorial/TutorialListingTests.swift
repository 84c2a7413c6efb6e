import Foundation
import ResponderLabDevice
import ResponderLabDiagnostics
import ResponderLabLearn
import SimSwiftUI
import Testing

/// The DocC tutorial `Sources/ResponderLabLearn/ResponderLabLearn.docc/Tutorials`: every code
/// listing it shows is compiled here (the files in `Listings/` are the same bytes), and every
/// output it shows is what the listing prints now.
@Suite("The DocC tutorial: its listings compile and its outputs are the simulator's")
@MainActor
struct TutorialListingTests {
  static let catalog =
    CourseTests.packageRoot
    + "/Sources/ResponderLabLearn/ResponderLabLearn.docc/Resources/"
  static let listings = CourseTests.packageRoot + "/Tests/ResponderLabLearnTests/Tutorial/Listings/"

  /// Every listing the tutorials name, with the function whose output a step shows.
  static let outputs: [(file: String, run: @MainActor () -> String)] = [
    ("guard-outside-output.txt", tapEditWithGuardOutside),
    ("guard-inside-output.txt", tapEditWithGuardInside),
    ("probe-too-early-output.txt", { openSheet { EagerProbe(delegate: $0) } }),
    ("probe-next-turn-output.txt", { openSheet { PatientProbe(delegate: $0) } }),
    ("half-sheet-on-card-output.txt", { dimmingFrame(of: CardScreen()) }),
    ("half-sheet-on-screen-output.txt", { dimmingFrame(of: FullScreen()) }),
    ("half-sheet-screen.svg", halfSheetPicture),
  ]

  /// The chapter's picture: the simulated screen with the half panel open over the whole screen.
  static func halfSheetPicture() -> String {
    let device = SimulatedDevice()
    device.show(FullScreen())
    _ = try? device.hand.tap(label: "Show Panel")
    device.advance(by: 1)
    return ScreenPicture().svg(window: device.window, screen: device.simulation.screen)
      .trimmingCharacters(in: .newlines)
  }

  @Test("Each Swift listing in the catalog is a file this test target compiles, byte for byte")
  func listingsAreCompiled() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.catalog).filter {
      $0.hasSuffix(".swift")
    }
    #expect(names.count >= 6)
    for name in names {
      let shown = try String(contentsOfFile: Self.catalog + name, encoding: .utf8)
      let compiled = try String(contentsOfFile: Self.listings + name, encoding: .utf8)
      #expect(shown == compiled, "\(name) differs from Tests/…/Tutorial/Listings/\(name)")
    }
    let tutorials = try FileManager.default.contentsOfDirectory(
      atPath: Self.catalog + "../Tutorials")
    for tutorial in tutorials where tutorial.hasSuffix(".tutorial") {
      let text = try String(
        contentsOfFile: Self.catalog + "../Tutorials/" + tutorial, encoding: .utf8)
      for file in text.components(separatedBy: "file: \"").dropFirst().map({
        $0.prefix { $0 != "\"" }
      }) {
        #expect(
          FileManager.default.fileExists(atPath: Self.catalog + file), "\(tutorial) names \(file)")
      }
    }
  }

  @Test("Each output a step shows is what its listing prints now (RECORD_TUTORIAL=1 rewrites them)")
  func outputsAreReal() throws {
    let record = ProcessInfo.processInfo.environment["RECORD_TUTORIAL"] == "1"
    for (file, run) in Self.outputs {
      let output = run() + "\n"
      if record {
        try output.write(toFile: Self.catalog + file, atomically: true, encoding: .utf8)
      }
      let shown = try String(contentsOfFile: Self.catalog + file, encoding: .utf8)
      #expect(shown == output, "\(file) is not what the simulator prints:\n\(output)")
    }
  }
}
