import ResponderLabTesting
import SimSwiftUI
import Testing

private struct PhotoEditor: View {
  @State var inspecting = false

  var body: some View {
    VStack {
      Text("inspector: \(inspecting ? "shown" : "hidden")")
      Button("Inspect") { inspecting = true }
    }
    .inspector(isPresented: $inspecting) {
      Text("Exposure").presentationDetents([.medium, .large])
    }
  }
}

@Suite("inspector on a phone")
@MainActor
struct InspectorTests {
  @Test(
    "FIDELITY 20.11, 7.1: on a phone the inspector is a sheet in a PresentationHostingController; a swipe down resets its binding"
  )
  func inspectorIsASheet() throws {
    let device = SimulatedDevice()
    let host = device.show(PhotoEditor())
    try device.hand.tap(label: "Inspect")
    device.runUntilIdle()
    let sheet = try #require(
      host.presentedViewController as? PresentationHostingController<AnyView>)
    #expect(sheet.sheetPresentationController?.detents.count == 2)
    #expect(device.hand.findView(showing: "Exposure") != nil)
    try device.hand.swipeDown(by: 700, velocity: 2000)
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "inspector: hidden") != nil)
  }
}
