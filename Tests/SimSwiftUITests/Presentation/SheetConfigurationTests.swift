import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Pick: Identifiable {
  let id: Int
}

private struct DetentSheet: View {
  @Binding var detent: PresentationDetent
  var body: some View {
    Text("detent sheet")
      .presentationDetents([.medium, .large], selection: $detent)
      .presentationDragIndicator(.visible)
      .presentationBackgroundInteraction(.enabled(upThrough: .medium))
  }
}

private struct ConfigurationLauncher: View {
  @State var showing = false
  @State var detent = PresentationDetent.medium
  @State var pick: Pick?
  @State var cover = false

  var body: some View {
    VStack {
      Text("detent: \(detent == .large ? "large" : "medium")")
      Text("pick: \(pick.map { "\($0.id)" } ?? "none")")
      Button("Detents") { showing = true }
        .sheet(isPresented: $showing) { DetentSheet(detent: $detent) }
      Button("Pick 7") { pick = Pick(id: 7) }
        .sheet(item: $pick) { item in Text("picked \(item.id)") }
      Button("Cover") { cover = true }
        .fullScreenCover(isPresented: $cover) { Text("covering") }
    }
  }
}

@Suite("Sheet configuration")
@MainActor
struct SheetConfigurationTests {
  private func launch() -> (SimulatedDevice, UIHostingController<ConfigurationLauncher>) {
    let device = SimulatedDevice()
    let host = device.show(ConfigurationLauncher())
    return (device, host)
  }

  @Test("presentationDetents maps onto the sheet presentation controller's detents (FIDELITY 6.9)")
  func detentsMapOntoSheet() throws {
    let (device, host) = launch()
    try device.hand.tap(label: "Detents")
    device.runUntilIdle()
    let sheet = try #require(host.presentedViewController?.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier) == [.medium, .large])
    #expect(sheet.selectedDetentIdentifier == .medium)
    #expect(sheet.prefersGrabberVisible)
    #expect(sheet.largestUndimmedDetentIdentifier == .medium)
  }

  @Test("A user's drag to another detent writes the selection back (FIDELITY 6.5, 6.9)")
  func userDetentChangeWritesSelection() throws {
    let (device, _) = launch()
    try device.hand.tap(label: "Detents")
    device.runUntilIdle()
    try device.hand.dragSheet(toDetent: .large)
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "detent: large") != nil)
  }

  @Test("sheet(item:) presents for the item and a swipe sets the item back to nil (FIDELITY 7.1)")
  func sheetItem() throws {
    let (device, host) = launch()
    try device.hand.tap(label: "Pick 7")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "picked 7") != nil)
    #expect(host.presentedViewController is PresentationHostingController<AnyView>)
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "pick: none") != nil)
  }

  @Test("fullScreenCover presents with the full-screen style (FIDELITY 7.1)")
  func fullScreenCover() throws {
    let (device, host) = launch()
    try device.hand.tap(label: "Cover")
    device.runUntilIdle()
    let presented = try #require(host.presentedViewController)
    #expect(presented.modalPresentationStyle == .fullScreen)
    #expect(device.hand.findView(showing: "covering") != nil)
  }
}
