import ResponderLabTesting
import SimSwiftUI
import Testing

private struct SchemeReader: View {
  @Environment(\.colorScheme) var colorScheme
  @Environment(\.horizontalSizeClass) var sizeClass
  @Environment(\.isPresented) var isPresented

  var body: some View {
    Text(
      "\(colorScheme == .dark ? "dark" : "light") \(sizeClass == .regular ? "regular" : "compact") \(isPresented)"
    )
  }
}

private struct AccentKey: EnvironmentKey {
  static var defaultValue: String { "blue" }
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct AccentReader: View {
  @Environment(\.accent) var accent
  var body: some View { Text("accent \(accent)") }
}

@Observable
private final class Session {
  var user = "ada"
}

private struct SessionReader: View {
  @Environment(Session.self) var session
  var body: some View { Text("user \(session?.user ?? "none")") }
}

private struct Bordered: ViewModifier {
  @State private var taps = 0
  func body(content: Content) -> some View {
    VStack {
      content
      Button("bordered \(taps)") { taps += 1 }
    }
  }
}

private struct PassThrough: View {
  var body: some View { SchemeReader() }
}

private struct SchemeSwitcher: View {
  @State private var dark = false
  var body: some View {
    VStack {
      PassThrough().environment(\.colorScheme, dark ? .dark : .light)
      Button("go dark") { dark = true }
    }
  }
}

@Suite("Environment and modifiers")
@MainActor
struct EnvironmentTests {
  @Test("Environment values have their defaults and follow .environment(_:_:)")
  func environmentValues() {
    let device = SimulatedDevice()
    device.show(
      VStack {
        SchemeReader()
        SchemeReader().environment(\.colorScheme, .dark).environment(
          \.horizontalSizeClass, .regular)
      })
    #expect(device.hand.findView(showing: "light compact false") != nil)
    #expect(device.hand.findView(showing: "dark regular false") != nil)
  }

  @Test("A changed environment value reaches a reader below a view that is not re-evaluated")
  func environmentChangeReachesReader() throws {
    let device = SimulatedDevice()
    device.show(SchemeSwitcher())
    #expect(device.hand.findView(showing: "light compact false") != nil)
    let mark = device.trace.mark
    try device.hand.tap(label: "go dark")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "dark compact false") != nil)
    let bodies = device.trace.events(since: mark).map(\.message).filter { $0.hasPrefix("body ") }
    #expect(bodies == ["body SchemeSwitcher", "body SchemeReader"])
  }

  @Test("A custom key reads its default and the value an ancestor sets")
  func customKey() {
    let device = SimulatedDevice()
    device.show(
      VStack {
        AccentReader(); AccentReader().environment(\.accent, "red")
      })
    #expect(device.hand.findView(showing: "accent blue") != nil)
    #expect(device.hand.findView(showing: "accent red") != nil)
  }

  @Test("An @Observable object supplied with .environment(_:) is read by type")
  func observableInEnvironment() {
    let device = SimulatedDevice()
    device.show(
      VStack {
        SessionReader(); SessionReader().environment(Session())
      })
    #expect(device.hand.findView(showing: "user none") != nil)
    #expect(device.hand.findView(showing: "user ada") != nil)
  }

  @Test("A ViewModifier with its own state wraps the content")
  func viewModifierWithState() throws {
    let device = SimulatedDevice()
    device.show(Text("inside").modifier(Bordered()))
    try device.hand.tap(label: "bordered 0")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "bordered 1") != nil)
    #expect(device.hand.findView(showing: "inside") != nil)
  }
}
