import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Chat: View {
  let messages = (0..<40).map { "message \($0)" }

  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Jump to latest") { proxy.scrollTo(39, anchor: .bottom) }
        Button("Jump to 20") { proxy.scrollTo("twenty", anchor: .top) }
        Button("Jump to nowhere") { proxy.scrollTo("nowhere") }
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<40) { index in
              if index == 20 {
                Text(messages[index]).frame(height: 40).id("twenty")
              } else {
                Text(messages[index]).frame(height: 40)
              }
            }
          }
        }
        .frame(height: 400)
      }
    }
  }
}

@MainActor
private func isVisible(_ text: String, on device: SimulatedDevice) -> Bool {
  guard let view = device.hand.findView(showing: text) else { return false }
  var ancestor = view.superview
  while let current = ancestor, !(current is HostedScrollView) { ancestor = current.superview }
  guard let scroll = ancestor else { return false }
  let frame = view.convert(view.bounds, to: nil)
  let visible = scroll.convert(scroll.bounds, to: nil)
  return visible.contains(CGPoint(x: frame.midX, y: frame.midY))
}

@Suite("ScrollViewReader")
@MainActor
struct ScrollViewReaderTests {
  @Test("FIDELITY 20.18: scrollTo with .bottom lines the ForEach element up with the bottom edge")
  func scrollToBottomAnchor() throws {
    let device = SimulatedDevice()
    device.show(Chat())
    #expect(isVisible("message 0", on: device))
    #expect(!isVisible("message 39", on: device))
    try device.hand.tap(try #require(device.hand.findView(showing: "Jump to latest")))
    device.runUntilIdle()
    #expect(isVisible("message 39", on: device))
    #expect(!isVisible("message 0", on: device))
    // 40 rows of 40 points in a 400-point view: the end of the content.
    #expect(
      device.traceLines().contains { $0.contains("ScrollView scrolls to 39 at offset (0, 1200)") })
  }

  @Test("FIDELITY 20.18: scrollTo finds an id(_:) and aligns its top; an unknown id warns")
  func scrollToExplicitID() throws {
    let device = SimulatedDevice()
    device.show(Chat())
    try device.hand.tap(try #require(device.hand.findView(showing: "Jump to 20")))
    device.runUntilIdle()
    #expect(isVisible("message 20", on: device))
    #expect(!isVisible("message 19", on: device))
    try device.hand.tap(try #require(device.hand.findView(showing: "Jump to nowhere")))
    device.runUntilIdle()
    #expect(device.warnings.contains { $0.contains("ScrollViewProxy.scrollTo(nowhere)") })
    #expect(isVisible("message 20", on: device), "nothing moved")
  }

  @Test("FIDELITY 20.18: the harness scrolls to an id by the least scroll that shows it")
  func harnessScrollsToID() throws {
    let device = SimulatedDevice()
    device.show(Chat())
    try device.scrollTo(15)
    #expect(isVisible("message 15", on: device))
    // Row 15 ends at 640 points; the least scroll shows it at the bottom: 640 - 400.
    #expect(
      device.traceLines().contains { $0.contains("ScrollView scrolls to 15 at offset (0, 240)") })
    #expect(throws: HandError.self) { try device.scrollTo("missing") }
  }
}

/// Appends a row and scrolls to it in the same action.
private struct GrowingLog: View {
  @State private var count = 20

  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Add") {
          count += 1
          proxy.scrollTo(count - 1)
        }
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in Text("entry \(index)").frame(height: 40) }
          }
        }
        .frame(height: 200)
      }
    }
  }
}

@Suite("ScrollViewReader with inserted rows")
@MainActor
struct ScrollViewReaderInsertionTests {
  @Test(
    "FIDELITY 20.18: a row inserted by the same action is scrolled to once the update has drawn")
  func scrollToInsertedRow() throws {
    let device = SimulatedDevice()
    device.show(GrowingLog())
    try device.hand.tap(label: "Add")
    device.runUntilIdle()
    #expect(isVisible("entry 20", on: device))
    #expect(device.warnings.isEmpty)
    // 21 rows of 40 points in a 200-point view: 840 - 200.
    #expect(
      device.traceLines().contains { $0.contains("ScrollView scrolls to 20 at offset (0, 640)") })
  }
}
