import ResponderLabTesting
import SimUIKit
import Testing

/// A controller with a Save action, for items that send it.
@MainActor
private final class EditorController: UIViewController {
  var saves: [String] = []
  func save(_ sender: Any?) {
    saves.append((sender as? UIBarButtonItem)?.shownTitle ?? "another sender")
  }
  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("save:", EditorController.save)]
  }
}

@Suite("UIBarButtonItem")
@MainActor
struct UIBarButtonItemTests {
  @Test("FIDELITY 23.12: UIKit's system items, styles and defaults")
  func systemItems() {
    _ = SimulatedDevice()
    #expect(UIBarButtonItem.SystemItem.allCases.count == 25)
    #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
    #expect(UIBarButtonItem.SystemItem.pageCurl.rawValue == 23)
    #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    #expect(done.title == nil)
    #expect(done.shownTitle == "Done")
    #expect(done.style == .done)
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    #expect(add.style == .plain)
    #expect(add.image == UIImage(systemName: "plus"))
    #expect(add.shownTitle == nil)
    let plain = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    #expect(plain.isEnabled && plain.width == 0 && plain.tag == 0 && plain.customView == nil)
    #expect(UIBarButtonItem.fixedSpace(12).width == 12)
    #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    #expect(
      UIBarButtonItem.Style.bordered.rawValue == 1 && UIBarButtonItem.Style.done.rawValue == 2)
  }

  @Test("FIDELITY 23.12, 11.8: a tap sends the action to its target, or up the chain when nil")
  func targetAction() throws {
    let device = SimulatedDevice()
    let editor = EditorController()
    let navigation = UINavigationController(rootViewController: editor)
    device.show(navigation)
    let save = UIBarButtonItem(
      barButtonSystemItem: .save, target: editor, action: Selector("save:"))
    editor.navigationItem.rightBarButtonItem = save
    try device.tapBarButton("Save")
    #expect(editor.saves == ["Save"])
    // With no target, the action goes up the responder chain; the controller is on it.
    let field = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
    editor.view.addSubview(field)
    device.runUntilIdle()
    _ = field.becomeFirstResponder()
    editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Keep", style: .done, target: nil, action: Selector("save:"))
    try device.tapBarButton("Keep")
    #expect(editor.saves == ["Save", "Keep"])
  }

  @Test("FIDELITY 23.12: a primary action comes first; a disabled item does nothing")
  func primaryActionAndDisabled() throws {
    let device = SimulatedDevice()
    let editor = EditorController()
    device.show(UINavigationController(rootViewController: editor))
    var performed = 0
    let item = UIBarButtonItem(
      title: "Go", primaryAction: UIAction(title: "Go") { _ in performed += 1 })
    item.target = editor
    item.action = Selector("save:")
    editor.navigationItem.rightBarButtonItem = item
    try device.tapBarButton("Go")
    #expect(performed == 1)
    #expect(editor.saves.isEmpty)
    item.isEnabled = false
    try device.tapBarButton("Go")
    #expect(performed == 1)
    #expect(device.trace.lines().contains { $0.contains("the item is disabled: nothing happens") })
  }

  @Test("FIDELITY 23.12: a custom view item keeps its view")
  func customView() {
    _ = SimulatedDevice()
    let view = UISwitch()
    let item = UIBarButtonItem(customView: view)
    #expect(item.customView === view)
    #expect(item.shownTitle == nil)
  }
}
