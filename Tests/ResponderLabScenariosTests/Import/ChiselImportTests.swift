import ResponderLabDiagnostics
import ResponderLabScenarios
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Importing chisel's pvc dumps (FIDELITY 10.3)")
@MainActor
struct ChiselImportTests {
  static let dump = """
    <UINavigationController: 0x7fb1d8022000; view = <UILayoutContainerView; 0x7fb1d6c0a3b0>; frame = (0, 0; 390, 844)>
       | <InboxViewController: 0x7fb1d6d0a6e0; view = <UIView; 0x7fb1d6c0c8d0>; frame = (0, 0; 390, 844)>
      *M <ComposeViewController: 0x7fb1d6e0a1c0; view = <UIView; 0x7fb1d6e0c3d0>; frame = (0, 57; 390, 787)>
    // '*M' means the view controller is presented modally.
    """

  @Test("A pvc dump is detected, rebuilt and printed back byte for byte with addresses")
  func roundTrip() throws {
    #expect(DumpFormat.detect(Self.dump) == .chiselViewControllers)
    let world = try DumpImporter(file: "pvc.txt").importDump(Self.dump)
    let root = try #require(world.rootController)
    #expect(ChiselControllerDump(style: .uikit).render(root) == Self.dump)
    let compose = try #require(world.object(named: "ComposeViewController#1") as? UIViewController)
    #expect(compose.presentingViewController === root)
  }

  @Test(
    "chisel's footer runs into the next controller's line when a presenter has siblings; both are read"
  )
  func footerRunsIntoNextLine() throws {
    let text = """
      <UIViewController: 0x1; view = <UIView; 0x2>; frame = (0, 0; 390, 844)>
         | <FirstViewController: 0x3; view = <UIView; 0x4>; frame = (0, 0; 390, 844)>
         |  *M <SheetViewController: 0x5; view = <UIView; 0x6>; frame = (0, 57; 390, 787)>
      // '*M' means the view controller is presented modally.   | <SecondViewController: 0x7; view not loaded>
      """
    let world = try DumpImporter(file: "pvc.txt").importDump(text)
    let root = try #require(world.rootController)
    #expect(root.children.map(\.className) == ["FirstViewController", "SecondViewController"])
    #expect(root.children.last?.isViewLoaded == false)
  }

  @Test("A pvc tree whose indentation jumps is an error at its line and column")
  func garbled() {
    let text =
      "<UIViewController: 0x1; view = <UIView; 0x2>; frame = (0, 0; 390, 844)>\n   |   |   | <A: 0x3; view not loaded>"
    #expect {
      _ = try DumpImporter(file: "pvc.txt").importDump(text)
    } throws: { error in
      (error as? InputError)?.position == SourcePosition(line: 2, column: 14)
    }
  }

  @Test(
    "FIDELITY 10.3: odd pvc lines import, and say what was not read",
    arguments: [
      "<UIViewController: 0x1; view = <UIView; 0x2>; frame = (0, 0; 390, 844)>\n   | <A: 0x3; frame = (0, 0; 1, 1)>",
      "<UIViewController: 0x1; view = <UIView; 0x2>; frame = (0, 0 390)>",
    ])
  func odd(text: String) throws {
    let world = try DumpImporter(file: "pvc.txt").importDump(text)
    defer { world.device.tearDown() }
    #expect(world.rootController != nil)
  }
}
