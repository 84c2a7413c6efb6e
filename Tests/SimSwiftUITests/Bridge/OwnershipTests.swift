import ResponderLabTesting
import SimSwiftUI
import Testing

private struct SheetOwner: View {
  @State var showing = false
  var body: some View {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing) {
        NavigationView { Text("inside") }
      }
  }
}

@Suite("Ownership of SwiftUI's controllers")
@MainActor
struct OwnershipTests {
  @Test("A dismissed sheet's PresentationHostingController and its navigation controller are freed")
  func dismissedSheetIsFreed() throws {
    let device = SimulatedDevice()
    let host = device.show(SheetOwner())
    try device.hand.tap(label: "Open")
    device.runUntilIdle()
    weak let presented = host.presentedViewController
    weak let navigation = host.presentedViewController?.children.first
    #expect(presented != nil)
    #expect(navigation is UIKitNavigationController)
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(presented == nil)
    #expect(navigation == nil)
  }

  @Test("Tearing the scene down frees the hosting controller and its graph's controllers")
  func teardownFreesEverything() {
    weak var host: UIHostingController<NavigationView<Text>>?
    weak var navigation: UIViewController?
    do {
      let device = SimulatedDevice()
      let shown = device.show(NavigationView { Text("x") })
      host = shown
      navigation = shown.children.first
      device.tearDown()
    }
    #expect(host == nil)
    #expect(navigation == nil)
  }
}
