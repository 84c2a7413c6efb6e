import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import ResponderLabTesting
import SimUIKit
import Testing

/// The findings of Scripts/fuzz.sh, each kept as a test. The inputs are also in Fuzz/Regressions,
/// which the fuzz script replays first.
@Suite("Fuzz findings")
@MainActor
struct FuzzRegressionTests {
  /// Fuzz/Regressions/dump/leak-18983f00da9a2414670aa6ee5b5978457947103d: a `_printHierarchy` cut in
  /// the middle of its second line. LeakSanitizer found the half-built world leaked: the window and
  /// its scene held each other.
  static let truncatedPrintHierarchy = """
    <UINavigationController 0x10480c600>, state: appeared, view: <UILayoutCoentinarView 0x104619e90>
       | <InboxViewController 0x104622b40>, state: appea
    """

  @Test("A dump that fails to import leaves no world behind (LeakSanitizer finding)")
  func failedImportFreesItsWorld() throws {
    // A cut line is read as far as it goes; a chain that no rule makes fails after the controllers
    // of the first file were built and shown.
    let cut = try DumpImporter(file: "cut.txt").importDump(Self.truncatedPrintHierarchy)
    #expect(cut.notes.contains { $0.contains("line 2") })
    cut.device.tearDown()
    var thrown: InputError?
    do {
      _ = try DumpImporter.importDumps([
        ("cut.txt", Self.truncatedPrintHierarchy), ("chain.txt", "UIWindow -> UILabel"),
      ])
    } catch {
      thrown = error
    }
    #expect(thrown?.file == "chain.txt")
    // The importer's device made its simulation current; its application is freed with the world.
    #expect(Simulation.current.application == nil)
  }

  /// Fuzz/Regressions/dump/leak-self-presentation: a controller line and a chain whose two
  /// controllers print one address. Linked as it stood, the controller presented itself, and the
  /// cycle kept the whole simulation alive (LeakSanitizer finding).
  @Test(
    "FIDELITY 1.4: a chain in which a controller would present itself is refused, and frees its world"
  )
  func selfPresentationIsRefused() throws {
    // The finding's own bytes (`<0, view:  0x10b891e00`…) are now refused for their class name;
    // the same shape with names that are names reaches the chain.
    let text = """
      <AViewController 0x10b891e00>, state: appeared, view:  (view not loaded)
      s
      <HViewController 0x10b891e00>
         | <OViewController 0x10b891e00>
      """
    var thrown: InputError?
    do {
      _ = try DumpImporter(file: "self.txt").importDump(text)
    } catch {
      thrown = error
    }
    #expect(thrown?.position.line == 4)
    #expect(thrown?.found.contains("a loop of presentations") == true)
    #expect(Simulation.current.application == nil)
  }

  /// Fuzz/Regressions/dump/timeout-5f4b32d3290b6387ce641a61dae964eb399d6bd1: a `pvc` dump cut in
  /// the middle of a line, whose rest prints the tab bar controller again under its own child,
  /// joined with a `pviews` dump and a `presponder` chain. Its controller dump never ended; the
  /// chain's hop that would make the tab bar controller present a controller it contains was
  /// refused; now the cut tree's line naming UIApplication is, before any join.
  @Test(
    "FIDELITY 1.4, 10.2: a cut tree that meets a controller twice and names the application, joined with a chain that loops, is refused"
  )
  func loopingControllerTreeIsRefused() throws {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent(
        "Fuzz/Regressions/dump/timeout-5f4b32d3290b6387ce641a61dae964eb399d6bd1")
    let finding = try String(contentsOf: file, encoding: .utf8)
    func parts(_ text: String) -> [(file: String, text: String)] {
      text.components(separatedBy: "\n---8<---\n").enumerated().map { index, part in
        (file: "part\(index + 1).txt", text: part)
      }
    }
    func refusal(_ text: String) -> InputError? {
      do {
        _ = try DumpImporter.importDumps(parts(text))
        return nil
      } catch {
        return error
      }
    }
    // The finding's first tree runs into a chain, so that UIApplication is a line of a controller
    // tree: that line is refused now, before the joins (FIDELITY 10.2). The loop the chain would
    // close is refused at its hop in `DumpJoinFindingTests` › "chains that would make a loop …".
    let early = refusal(finding)
    #expect(early?.file == "part1.txt")
    #expect(early?.position.line == 12)
    #expect(early?.found.contains("which UIKit never prints as a controller") == true)
    #expect(Simulation.current.application == nil)
  }

  @Test("A scenario that fails to build after presenting leaves no world behind")
  func failedBuildFreesItsWorld() throws {
    // The root presents a full-screen controller, then a delegate is attached to it as if it were
    // a sheet: the build fails after the presentation was made.
    let text = """
      {"window": {"root": "root"},
       "controllers": [{"id": "root", "presents": "cover"},
                       {"id": "cover", "presentationStyle": "fullScreen"}],
       "delegates": [
         {"id": "watcher", "class": "Watcher", "role": "sheetPresentationController", "of": "cover"}
       ]}
      """
    let scenario = try ScenarioLoader(file: "cover.json").load(text)
    var thrown: InputError?
    do {
      _ = try ScenarioRun(scenario)
    } catch {
      thrown = error
    }
    #expect(thrown?.expected == "a controller with a sheet presentation controller")
    #expect(Simulation.current.application == nil)
  }

  @Test("A device dropped without a teardown frees its window and scene (windowScene is weak)")
  func droppedDeviceFreesWindowAndScene() {
    weak var weakWindow: UIWindow?
    weak var weakScene: UIWindowScene?
    weak var weakApplication: UIApplication?
    do {
      let device = SimulatedDevice()
      device.show(UIViewController())
      weakWindow = device.window
      weakScene = device.windowScene
      weakApplication = device.application
      #expect(device.window.windowScene === device.windowScene)
    }
    #expect(weakWindow == nil)
    #expect(weakScene == nil)
    #expect(weakApplication == nil)
  }
}
