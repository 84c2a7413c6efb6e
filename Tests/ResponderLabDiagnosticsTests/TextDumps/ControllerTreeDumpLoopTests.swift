import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

/// A controller tree that loops, which UIKit never builds but a contradictory dump or a misuse of
/// the simulator's own links could, is printed to its end.
@Suite("_printHierarchy of a tree that loops")
@MainActor
struct ControllerTreeDumpLoopTests {
  @Test("FIDELITY 10.2: a controller met again is printed once more with a note, and not followed")
  func loopIsPrintedOnce() {
    let device = SimulatedDevice()
    defer { device.tearDown() }
    let root = UIViewController()
    let child = UIViewController()
    root.addChild(child)
    child.didMove(toParent: root)
    // The child "presents" its own parent: a loop no device shows.
    child.presentedChild = root
    defer { child.presentedChild = nil }
    let lines = ControllerTreeDump().render(root).split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("<UIViewController#1>") == true)
    #expect(lines.dropFirst().first?.hasPrefix("   | <UIViewController#2>") == true)
    #expect(lines.last == "   |    + <UIViewController#1> again: the tree loops here")
  }
}
