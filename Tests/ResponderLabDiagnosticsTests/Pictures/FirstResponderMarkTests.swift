import Foundation
import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("First responder and keyboard in dumps and pictures")
@MainActor
struct FirstResponderMarkTests {
  private struct Screen {
    let device: SimulatedDevice
    let navigation: UINavigationController
    let editor: UIViewController
    let field: UITextField
  }

  /// A navigation controller whose top controller holds a text field that is first responder.
  private func editing() -> Screen {
    let device = SimulatedDevice()
    let editor = UIViewController()
    let navigation = UINavigationController(rootViewController: editor)
    device.show(navigation)
    let field = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 34))
    editor.view.addSubview(field)
    field.becomeFirstResponder()
    device.runUntilIdle()
    return Screen(device: device, navigation: navigation, editor: editor, field: field)
  }

  @Test("FIDELITY 11.1: the controller dump names the first responder on the controller owning it")
  func controllerDump() throws {
    let screen = editing()
    let lines = screen.device.controllerDump.split(separator: "\n").map(String.init)
    let owner = try #require(lines.first { $0.contains("first responder") })
    #expect(owner.contains("<\(screen.editor.objectName)>"))
    #expect(owner.hasSuffix(", first responder: <\(screen.field.objectName)>"))
    #expect(lines.filter { $0.contains("first responder") }.count == 1)
    screen.field.resignFirstResponder()
    #expect(!screen.device.controllerDump.contains("first responder"))
  }

  @Test("FIDELITY 11.22: the view dump shows the keyboard as a window of its own while it is up")
  func keyboardInViewDump() {
    let screen = editing()
    let dump = screen.device.viewDump
    #expect(dump.contains("firstResponder = YES"))
    let lines = dump.split(separator: "\n").map(String.init)
    let keyboardWindow = lines.firstIndex { $0.hasPrefix("<UIRemoteKeyboardWindow#") }
    #expect(keyboardWindow != nil, "a top-level line for the keyboard window")
    #expect(lines.contains { $0.hasPrefix("   | <UIInputSetContainerView#") })
    #expect(
      lines.contains {
        $0.hasPrefix("   |    | <UIInputSetHostView#") && $0.contains("(0 508; 390 336)")
      })
    screen.field.resignFirstResponder()
    screen.device.runUntilIdle()
    #expect(!screen.device.viewDump.contains("UIRemoteKeyboardWindow"))
  }

  @Test("FIDELITY 11.22: the screen picture draws the keyboard and outlines the first responder")
  func screenPicture() {
    let screen = editing()
    let svg = ScreenPicture().svg(
      window: screen.device.window, screen: screen.device.simulation.screen)
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    #expect(svg.contains("keyboard (UIRemoteKeyboardWindow#"))
    #expect(svg.contains("data-name=\"UIInputSetHostView#"))
    #expect(svg.contains(">first responder</text>"))
    screen.field.resignFirstResponder()
    screen.device.runUntilIdle()
    let after = ScreenPicture().svg(
      window: screen.device.window, screen: screen.device.simulation.screen)
    #expect(!after.contains("keyboard ("))
    #expect(!after.contains(">first responder</text>"))
  }

  @Test("FIDELITY 11.1: the hierarchy picture marks the first responder and its controller")
  func hierarchyPicture() {
    let screen = editing()
    let svg = HierarchyPicture().svg(
      rootController: screen.navigation, rootView: screen.device.window)
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    #expect(svg.contains("· first responder</text>"))
    #expect(svg.contains("· owns the first responder</text>"))
    #expect(svg.contains("stroke=\"#0a84ff\""))
  }
}
