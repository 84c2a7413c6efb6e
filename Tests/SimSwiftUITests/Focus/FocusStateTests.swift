import ResponderLabTesting
import SimSwiftUI
import Testing

private struct NoteForm: View {
  @State private var title = ""
  @FocusState private var titleFocused: Bool

  var body: some View {
    VStack {
      TextField("Title", text: $title)
        .focused($titleFocused)
      Text(titleFocused ? "editing" : "idle")
      Button("Edit") { titleFocused = true }
      Button("Done") { titleFocused = false }
    }
  }
}

private enum LoginField: Hashable {
  case user, password
}

private struct LoginForm: View {
  @State private var user = ""
  @State private var password = ""
  @FocusState private var focus: LoginField?

  var body: some View {
    VStack {
      TextField("User", text: $user)
        .focused($focus, equals: .user)
      TextField("Password", text: $password)
        .focused($focus, equals: .password)
      Text("focus: \(focus.map { "\($0)" } ?? "none")")
      Button("Next") { focus = user.isEmpty ? .user : .password }
      Button("Dismiss") { focus = nil }
    }
  }
}

private struct ComposeSheet: View {
  @Binding var draft: String
  @FocusState private var focused: Bool

  var body: some View {
    VStack {
      TextField("Message", text: $draft)
        .focused($focused)
      Text(focused ? "typing" : "not typing")
    }
  }
}

private struct Inbox: View {
  @State private var composing = false
  @State private var draft = ""

  var body: some View {
    VStack {
      Text("draft: \(draft)")
      Button("Compose") { composing = true }
        .sheet(isPresented: $composing) { ComposeSheet(draft: $draft) }
    }
  }
}

@Suite("FocusState and focused")
@MainActor
struct FocusStateTests {
  @Test(
    "FIDELITY 11.24: a tap on the field sets a Bool focus state; writing false resigns the field")
  func tapSetsBinding() throws {
    let device = SimulatedDevice()
    device.show(NoteForm())
    let field = try #require(device.findTextField(placeholder: "Title"))
    try device.hand.tap(field)
    device.runUntilIdle()
    #expect(field.isFirstResponder)
    #expect(device.hand.findView(showing: "editing") != nil, "the binding became true")
    #expect(device.simulation.keyboard.isVisible)
    try device.hand.tap(label: "Done")
    device.runUntilIdle()
    #expect(!field.isFirstResponder)
    #expect(!device.simulation.keyboard.isVisible)
    #expect(device.hand.findView(showing: "idle") != nil)
  }

  @Test("FIDELITY 11.24: writing true makes the TextField's UITextField first responder")
  func writingMovesFocus() throws {
    let device = SimulatedDevice()
    device.show(NoteForm())
    let field = try #require(device.findTextField(placeholder: "Title"))
    #expect(!field.isFirstResponder)
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
    #expect(field.isFirstResponder)
    #expect(device.simulation.currentFirstResponder === field)
    try device.hand.type("Groceries")
    device.runUntilIdle()
    #expect(field.text == "Groceries")
  }

  @Test("FIDELITY 11.24: focused(_:equals:) moves focus between fields and nil resigns")
  func hashableValues() throws {
    let device = SimulatedDevice()
    device.show(LoginForm())
    let user = try #require(device.findTextField(placeholder: "User"))
    let password = try #require(device.findTextField(placeholder: "Password"))
    try device.hand.tap(label: "Next")
    device.runUntilIdle()
    #expect(user.isFirstResponder)
    #expect(device.hand.findView(showing: "focus: user") != nil)
    try device.hand.type("ada")
    try device.hand.tap(label: "Next")
    device.runUntilIdle()
    #expect(password.isFirstResponder)
    #expect(!user.isFirstResponder)
    #expect(device.hand.findView(showing: "focus: password") != nil)
    try device.hand.tap(user)
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "focus: user") != nil, "a tap sets the matching value")
    try device.hand.tap(label: "Dismiss")
    device.runUntilIdle()
    #expect(device.simulation.currentFirstResponder == nil)
    #expect(!device.simulation.keyboard.isVisible)
    #expect(device.hand.findView(showing: "focus: none") != nil)
  }

  @Test("FIDELITY 11.24: by default a write reaches the first responder in the update it causes")
  func sameUpdateTiming() throws {
    let device = SimulatedDevice()
    device.show(NoteForm())
    let field = try #require(device.findTextField(placeholder: "Title"))
    try device.hand.tap(label: "Edit")
    device.simulation.mainQueue.runUntilIdle(limit: 1)
    #expect(field.isFirstResponder)
  }

  @Test("FIDELITY 11.24: switched to the next turn, the write reaches the field one turn later")
  func nextTurnTiming() throws {
    let device = SimulatedDevice()
    device.simulation.swiftUIAssumptions.focusWriteTiming = .nextTurn
    device.show(NoteForm())
    let field = try #require(device.findTextField(placeholder: "Title"))
    try device.hand.tap(label: "Edit")
    device.simulation.mainQueue.runUntilIdle(limit: 1)
    #expect(!field.isFirstResponder, "the update ran; the focus write waits for the next turn")
    device.simulation.mainQueue.runUntilIdle(limit: 1)
    #expect(field.isFirstResponder)
  }

  @Test("FIDELITY 11.24: a TextField in a sheet takes typing; swiping the sheet away ends focus")
  func textFieldInSheet() throws {
    let device = SimulatedDevice()
    device.show(Inbox())
    try device.hand.tap(label: "Compose")
    device.runUntilIdle()
    try device.type("Hello", intoFieldWithPlaceholder: "Message")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "typing") != nil)
    #expect(device.simulation.keyboard.isVisible)
    try device.hand.swipeDown(by: 600, velocity: 2000)
    device.runUntilIdle()
    #expect(device.simulation.currentFirstResponder == nil)
    #expect(!device.simulation.keyboard.isVisible)
    #expect(device.hand.findView(showing: "draft: Hello") != nil)
  }

  @Test("FIDELITY 11.24: focused on a view with no TextField says the simulator cannot focus it")
  func noFieldWarns() throws {
    struct Plain: View {
      @FocusState var focused: Bool
      var body: some View {
        VStack {
          Text("Label").focused($focused)
          Button("Focus") { focused = true }
        }
      }
    }
    let device = SimulatedDevice()
    device.show(Plain())
    try device.hand.tap(label: "Focus")
    device.runUntilIdle()
    #expect(device.warnings.contains { $0.contains("cannot focus") })
  }
}
