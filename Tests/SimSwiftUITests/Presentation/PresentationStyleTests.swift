import ResponderLabTesting
import SimSwiftUI
import Testing

private struct StyledSheet: View {
  @State var showing = false
  @State var detent = PresentationDetent.medium

  var body: some View {
    VStack {
      Text("detent \(detent == .large ? "large" : "medium")")
      Button("Open") { showing = true }
    }
    .sheet(isPresented: $showing) {
      Text("styled")
        .presentationDetents([.medium, .large], selection: $detent)
        .presentationCornerRadius(24)
        .presentationBackground(.red)
        .presentationContentInteraction(.scrolls)
        .presentationDragIndicator(.visible)
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    }
  }
}

@Suite("Sheet style modifiers")
@MainActor
struct PresentationStyleTests {
  @Test(
    "FIDELITY 20.9, 6.9: the presentation modifiers configure the PresentationHostingController's sheet presentation controller"
  )
  func modifiersConfigureTheSheet() throws {
    let device = SimulatedDevice()
    let host = device.show(StyledSheet())
    try device.hand.tap(label: "Open")
    device.runUntilIdle()
    let presented = try #require(
      host.presentedViewController as? PresentationHostingController<AnyView>)
    let sheet = try #require(presented.sheetPresentationController)
    #expect(sheet.preferredCornerRadius == 24)
    #expect(presented.view.backgroundColor == UIColor.red)
    #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge == false)
    #expect(sheet.prefersGrabberVisible)
    #expect(sheet.largestUndimmedDetentIdentifier == .medium)
    #expect(sheet.selectedDetentIdentifier == .medium)
  }

  @Test("FIDELITY 20.9, 6.9: presentationDetents(_:selection:) follows the user's drag")
  func detentSelectionFollowsDrags() throws {
    let device = SimulatedDevice()
    let host = device.show(StyledSheet())
    try device.hand.tap(label: "Open")
    device.runUntilIdle()
    try device.hand.dragSheet(toDetent: .large)
    device.runUntilIdle()
    #expect(
      host.presentedViewController?.sheetPresentationController?.selectedDetentIdentifier == .large)
    #expect(device.hand.findView(showing: "detent large") != nil)
  }
}
