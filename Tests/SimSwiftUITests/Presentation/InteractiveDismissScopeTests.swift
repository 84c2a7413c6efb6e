import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Lockable: View {
  @State var showing = false
  let insideNavigation: Bool

  var body: some View {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing) {
        if insideNavigation {
          NavigationStack { Text("form").interactiveDismissDisabled() }
        } else {
          NavigationStack { Text("form") }.interactiveDismissDisabled()
        }
      }
  }
}

@Suite("Where interactiveDismissDisabled takes effect")
@MainActor
struct InteractiveDismissScopeTests {
  private func open(insideNavigation: Bool, scope: SwiftUIAssumptions.InteractiveDismissScope)
    throws -> (SimulatedDevice, UIViewController)
  {
    let device = SimulatedDevice()
    device.simulation.swiftUIAssumptions.interactiveDismissScope = scope
    let host = device.show(Lockable(insideNavigation: insideNavigation))
    try device.hand.tap(label: "Open")
    device.runUntilIdle()
    return (device, try #require(host.presentedViewController))
  }

  @Test(
    "FIDELITY 20.8, 5.2: on iOS 18 the modifier on the sheet's content locks it; inside the navigation stack it does nothing"
  )
  func iOS18Rule() throws {
    let (outside, lockedSheet) = try open(insideNavigation: false, scope: .sheetContent)
    #expect(lockedSheet.isModalInPresentation)
    try outside.hand.swipeDown(by: 600)
    outside.runUntilIdle()
    #expect(lockedSheet.presentingViewController != nil)

    let (inside, openSheet) = try open(insideNavigation: true, scope: .sheetContent)
    #expect(!openSheet.isModalInPresentation)
    #expect(inside.traceLines(in: [.swiftUI]).contains { $0.contains("has no effect (iOS 18") })
    try inside.hand.swipeDown(by: 600, velocity: 2000)
    inside.runUntilIdle()
    #expect(openSheet.presentingViewController == nil)
  }

  @Test("FIDELITY 20.8, 5.2: before iOS 18 the modifier locks the sheet from inside the stack too")
  func earlierRule() throws {
    let (_, sheet) = try open(insideNavigation: true, scope: .anywhereInSheet)
    #expect(sheet.isModalInPresentation)
  }
}
