import ResponderLabTesting
import SimSwiftUI
import Testing

private final class Log {
  var lines: [String] = []
}

private struct Watched: View {
  @State private var value = 0
  @State private var shown = true
  @State private var flag = false
  let log: Log

  var body: some View {
    VStack {
      if shown {
        Text("child")
          .onAppear { log.lines.append("appear") }
          .onDisappear { log.lines.append("disappear") }
      }
      Button("bump") { value += 1 }
        .onChange(of: value) { newValue in log.lines.append("new \(newValue)") }
        .onChange(of: value) { oldValue, newValue in log.lines.append("\(oldValue)->\(newValue)") }
      Button("hide") { shown = false }
      Button("flip") { flag.toggle() }
      VStack {
        if flag { Text("flagged").transition(.opacity) }
      }
      .animation(.easeInOut(duration: 0.5), value: flag)
    }
  }
}

@Suite("Lifecycle and change modifiers")
@MainActor
struct LifecycleModifierTests {
  @Test("onAppear runs after the first update; onDisappear when the view leaves")
  func appearAndDisappear() throws {
    let log = Log()
    let device = SimulatedDevice()
    device.show(Watched(log: log))
    #expect(log.lines == ["appear"])
    try device.hand.tap(label: "hide")
    device.runUntilIdle()
    #expect(log.lines == ["appear", "disappear"])
  }

  @Test("Both forms of onChange run after a change, with the new and the old values")
  func onChangeBothForms() throws {
    let log = Log()
    let device = SimulatedDevice()
    device.show(Watched(log: log))
    try device.hand.tap(label: "bump")
    device.runUntilIdle()
    #expect(log.lines == ["appear", "new 1", "0->1"])
  }

  @Test(".animation(_:value:) animates removals below it when the value changes")
  func animationForValue() throws {
    let device = SimulatedDevice()
    device.show(Watched(log: Log()))
    try device.hand.tap(label: "flip")
    device.advance(by: 0)
    #expect(
      device.trace.lines(in: [.swiftUI]).contains {
        $0.contains("insert _TransitionModifier with transition .opacity (easeInOut(0.500s))")
      })
    try device.hand.tap(label: "flip")
    device.advance(by: 0.4)
    #expect(device.hand.findView(showing: "flagged") != nil)
    device.advance(by: 0.1)
    #expect(device.hand.findView(showing: "flagged") == nil)
  }
}
