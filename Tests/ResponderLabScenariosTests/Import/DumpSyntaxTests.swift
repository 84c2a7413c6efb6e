import Foundation
import ResponderLabDevice
import ResponderLabScenarios
import SimUIKit
import Testing

/// The ways dumps reach users besides the real ones of `Tests/Fixtures/RealDumps`, written here to
/// pin each one down: tabs, CRLF, lldb's result prefix, a tree that starts below its root, several
/// dumps in one transcript.
@Suite("Dump syntax")
@MainActor
struct DumpSyntaxTests {
  @Test("FIDELITY 10.1: tab indentation, CRLF and lldb's '(UIView *) $1 = 0x…' prefix are read")
  func tabsAndCRLF() throws {
    let text =
      "(lldb) p window\r\n(UIWindow *) $1 = 0x0000000100000001 <UIWindow: 0x100000001; frame = (0 0; 320 568)>\r\n\t| <UIView: 0x2; frame = (0 0; 320 568)>\r\n\t|\t| <UILabel: 0x3; frame = (1 2; 3 4); text = 'Hi'>\r\n"
    let world = try DumpImporter(file: "tabs.txt").importDump(text)
    defer { world.device.tearDown() }
    let label = try #require(world.object(named: "0x3") as? UILabel)
    #expect(label.text == "Hi")
    #expect(label.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(label.superview === world.object(named: "0x2"))
    #expect(label.superview?.superview === world.window)
  }

  @Test("FIDELITY 10.1: a tree that starts below its root is read from its first line")
  func startsIndented() throws {
    let text = """
         |    | <UIView: 0x2; frame = (0 0; 10 10)>
         |    |    | <UILabel: 0x3; frame = (0 0; 1 1); text = 'x'>
      """
    let world = try DumpImporter(file: "cut.txt").importDump(text)
    defer { world.device.tearDown() }
    #expect(world.object(named: "0x3")?.next === world.object(named: "0x2"))
    #expect(world.notes.contains { $0.contains("below its root") })
  }

  @Test("FIDELITY 10.2, 10.5: two dumps in one transcript are joined like two files")
  func twoDumpsInOneTranscript() throws {
    let text = """
      (lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]
      <ListViewController 0x10>, state: appeared, view: <UIView 0x11>
      (lldb) presponder 0x12
      <UILabel: 0x12; frame = (0 0; 1 1)>
         | <UIView: 0x11; frame = (0 0; 320 568)>
         |    | <ListViewController: 0x10>
      """
    let world = try DumpImporter(file: "session.txt").importDump(text)
    defer { world.device.tearDown() }
    #expect(world.importedDumps.map(\.format) == [.printHierarchy, .presponder])
    let label = try #require(world.object(named: "0x12"))
    #expect(label.next?.next === world.object(named: "ListViewController#1"))
  }

  @Test(
    "FIDELITY 10.1: a line of dots or an ellipsis, behind tree marks or in brackets, marks lines cut out",
    arguments: [
      "...", "......", ". . .", "…", "⋮", "⋯", "(...)", "[…]", "   |    ...", "// ...", "> …",
    ])
  func elision(mark: String) throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 320 568)>
         | <UIView: 0x2; frame = (0 0; 320 568)>
      \(mark)
         |    |    | <UILabel: 0x3; frame = (0 0; 1 1); text = 'x'>
      """
    let world = try DumpImporter(file: "cut.txt").importDump(text)
    defer { world.device.tearDown() }
    #expect(world.object(named: "0x3")?.next === world.object(named: "0x2"))
    #expect(world.notes.contains { $0.contains("after the '...'") })
  }

  @Test("FIDELITY 10.1: two dots, or dots in a sentence, are prose: the text holds two dumps")
  func notAnElision() throws {
    for mark in ["..", "... and so on"] {
      let text = """
        <UIWindow: 0x1; frame = (0 0; 320 568)>
           | <UIView: 0x2; frame = (0 0; 320 568)>
        \(mark)
           |    |    | <UILabel: 0x3; frame = (0 0; 1 1); text = 'x'>
        """
      let world = try DumpImporter(file: "prose.txt").importDump(text)
      defer { world.device.tearDown() }
      #expect(world.importedDumps.count == 2, "\(mark)")
      #expect(world.object(named: "0x3")?.next !== world.object(named: "0x2"), "\(mark)")
    }
  }
}
