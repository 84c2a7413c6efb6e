import ResponderLabTesting
import SimSwiftUI
import Testing

private struct LockedSheet: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    VStack {
      Text("Editing")
      Button("Done") { dismiss() }
    }
    .interactiveDismissDisabled(true)
  }
}

private struct LockedLauncher: View {
  @State var showing = false

  var body: some View {
    Button("Edit") { showing = true }
      .sheet(isPresented: $showing) { LockedSheet() }
  }
}

@Suite("interactiveDismissDisabled")
@MainActor
struct InteractiveDismissDisabledTests {
  @Test("It stops the user's swipe but not a programmatic dismissal (FIDELITY 5.1)")
  func blocksOnlyTheUser() throws {
    let device = SimulatedDevice()
    let host = device.show(LockedLauncher())
    try device.hand.tap(label: "Edit")
    device.runUntilIdle()
    let sheet = try #require(host.presentedViewController)
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(host.presentedViewController === sheet, "the swipe is refused")
    try device.hand.tap(label: "Done")
    device.runUntilIdle()
    #expect(host.presentedViewController == nil, "dismiss() still works")
  }
}
