import ResponderLabTesting
import SimSwiftUI
import Testing

private final class Log {
  var lines: [String] = []
}

private struct Editor: View {
  let log: Log
  @State private var text = ""
  @State private var showsSave = true
  @State private var reviewing = false

  var body: some View {
    VStack {
      TextField("Body", text: $text)
      if showsSave {
        Button("Save") { log.lines.append("save") }
          .keyboardShortcut("s")
      }
      Button("Hide Save") { showsSave = false }
      Button("Cancel") { log.lines.append("cancel") }
        .keyboardShortcut(.cancelAction)
      Button("Review") { reviewing = true }
        .keyboardShortcut("r", modifiers: [.command, .shift])
        .sheet(isPresented: $reviewing) { Review(log: log) }
    }
  }
}

private struct Review: View {
  let log: Log
  @State private var note = ""

  var body: some View {
    VStack {
      TextField("Note", text: $note)
      Button("Approve") { log.lines.append("approve") }
        .keyboardShortcut(.return, modifiers: .command)
    }
  }
}

@Suite("keyboardShortcut")
@MainActor
struct KeyboardShortcutTests {
  @Test("FIDELITY 11.15: a button's keyboardShortcut is a key command of its hosting controller")
  func shortcutIsKeyCommand() throws {
    let log = Log()
    let device = SimulatedDevice()
    let host = device.show(Editor(log: log))
    let outcome = device.hand.press("s", modifiers: .command)
    #expect(log.lines == ["save"])
    #expect(
      outcome
        == .performed(
          action: "_performKeyboardShortcut:", command: "⌘S", target: "\(host.objectName)"))
    device.hand.press(UIKeyCommand.inputEscape)
    #expect(log.lines == ["save", "cancel"], "cancelAction is Escape with no modifier")
  }

  @Test("FIDELITY 11.16: with a TextField focused, plain keys type and ⌘S still runs the button")
  func typingAndShortcut() throws {
    let log = Log()
    let device = SimulatedDevice()
    device.show(Editor(log: log))
    let field = try #require(device.findTextField(placeholder: "Body"))
    try device.hand.tap(field)
    device.hand.press("s")
    #expect(field.text == "s")
    #expect(log.lines.isEmpty)
    device.hand.press("s", modifiers: .command)
    #expect(log.lines == ["save"])
  }

  @Test("FIDELITY 11.15: the shortcut goes when its button leaves the view")
  func removedWithButton() throws {
    let log = Log()
    let device = SimulatedDevice()
    device.show(Editor(log: log))
    try device.hand.tap(label: "Hide Save")
    device.runUntilIdle()
    let outcome = device.hand.press("s", modifiers: .command)
    #expect(log.lines.isEmpty)
    #expect(outcome == .notHandled(reason: "no key command for ⌘S up the chain"))
  }

  @Test("FIDELITY 11.15: inside a sheet, the presenter's shortcuts are still up the chain")
  func shortcutsFromSheet() throws {
    let log = Log()
    let device = SimulatedDevice()
    device.show(Editor(log: log))
    device.hand.press("r", modifiers: [.command, .shift])
    device.runUntilIdle()
    let field = try #require(device.findTextField(placeholder: "Note"))
    try device.hand.tap(field)
    device.hand.press("\r", modifiers: .command)
    device.hand.press("s", modifiers: .command)
    #expect(log.lines == ["approve", "save"])
  }
}
