import ResponderLabDevice
import SimUIKit
import Testing

@Suite("A UIKit-shaped screen, step by step")
@MainActor
struct NoteEditorScreenTests {
  @Test(
    "FIDELITY 11.8, 11.10, 11.16, 11.22, 11.6: text field, nil-targeted Save, ⌘S and a sheet over it"
  )
  func stepByStep() throws {
    let device = SimulatedDevice()
    let editor = NoteEditorViewController()
    device.show(editor)

    // Tapping the field makes it first responder and brings the keyboard (11.22).
    try device.hand.tap(editor.titleField)
    #expect(editor.titleField.isFirstResponder)
    #expect(editor.keyboardHeights == [device.simulation.assumptions.keyboardHeight])

    // Save goes to the responder chain from the first responder; empty title: cannot perform (11.12).
    try device.hand.tap(editor.saveButton)
    #expect(editor.savedTitles.isEmpty)
    #expect(editor.titleField.isFirstResponder, "tapping a button keeps the first responder")

    // Typing, then Save: the text field cannot perform saveNote:, the controller can (11.8, 11.10).
    try device.hand.type("Groceries")
    try device.hand.tap(editor.saveButton)
    #expect(editor.savedTitles == ["Groceries"])

    // ⌘S: the controller's key command, its target found from the first responder (11.15, 11.16).
    let outcome = device.hand.press("s", modifiers: .command)
    #expect(
      outcome
        == .performed(action: "saveNote:", command: "⌘S", target: "NoteEditorViewController#1"))
    #expect(editor.savedTitles == ["Groceries", "Groceries"])

    // ⌘A then ⌘C: system edit shortcuts on the text field (11.14).
    device.hand.press("a", modifiers: .command)
    device.hand.press("c", modifiers: .command)
    #expect(UIPasteboard.general.string == "Groceries")

    // A sheet over it: the field resigns while presented (11.6), ⌘S still reaches the presenter
    // through the sheet's chain (1.9c, 11.15).
    #expect(device.application.sendAction(Selector("showDetails:"), to: nil, from: nil, for: nil))
    device.runUntilIdle()
    let sheet = try #require(editor.presentedViewController)
    #expect(!editor.titleField.isFirstResponder)
    let inSheet = device.hand.press("s", modifiers: .command)
    #expect(
      inSheet
        == .performed(action: "saveNote:", command: "⌘S", target: "NoteEditorViewController#1"))
    #expect(editor.savedTitles.count == 3)

    // A text field in the sheet at the medium detent moves it to large (11.23), and swiping the
    // sheet away resigns it (11.6); the editor's field comes back.
    let note = UITextField(frame: CGRect(x: 0, y: 20, width: 200, height: 40))
    sheet.view.addSubview(note)
    #expect(note.becomeFirstResponder())
    #expect(sheet.sheetPresentationController?.currentDetentIdentifier == .large)
    try device.hand.swipeDown(by: 700, velocity: 2500)
    device.runUntilIdle()
    #expect(editor.presentedViewController == nil)
    #expect(!note.isFirstResponder)
    #expect(editor.titleField.isFirstResponder)
  }

  @Test(
    "FIDELITY 11.12, 11.14, 11.21, 3.2, 11.15: Copy from the edit menu, a push and pop, a sheet inside a navigation controller"
  )
  func insideNavigation() throws {
    let device = SimulatedDevice()
    let editor = NoteEditorViewController()
    let navigation = UINavigationController(rootViewController: editor)
    device.show(navigation)
    try device.hand.tap(editor.titleField)
    try device.hand.type("Milk")

    // Copy sent to the responder chain with nothing selected: no responder can perform it, so an
    // edit menu would show it disabled (11.12, 11.14). Select All enables it.
    let application = UIApplication.shared
    #expect(!application.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
    #expect(application.sendAction(Selector("selectAll:"), to: nil, from: nil, for: nil))
    #expect(application.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
    #expect(UIPasteboard.general.string == "Milk")

    // A push resigns the field and the keyboard goes; the pop back restores it (11.21).
    navigation.pushViewController(UIViewController(), animated: true)
    device.runUntilIdle()
    #expect(!editor.titleField.isFirstResponder)
    #expect(!device.simulation.keyboard.isVisible)
    navigation.popViewController(animated: true)
    device.runUntilIdle()
    #expect(editor.titleField.isFirstResponder)
    #expect(device.simulation.keyboard.isVisible)

    // The editor asks for a sheet; UIKit forwards it to the navigation controller (3.2), so the
    // chain from the sheet never meets the editor and ⌘S is lost while the sheet is up (11.15).
    #expect(application.sendAction(Selector("showDetails:"), to: nil, from: nil, for: nil))
    device.runUntilIdle()
    #expect(navigation.presentedViewController != nil)
    let lost = device.hand.press("s", modifiers: .command)
    #expect(lost == .notHandled(reason: "no key command for ⌘S up the chain"))
    #expect(editor.savedTitles.isEmpty)
  }
}
