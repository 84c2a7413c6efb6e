import ResponderLabTesting
import SimSwiftUI
import Testing

private final class Outcome {
  var dismissals = 0
}

private final class ForeignDelegate: UIAdaptivePresentationControllerDelegate {
  var shouldDismissAsked = 0
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    shouldDismissAsked += 1
    return true
  }
}

private struct SheetBody: View {
  @Environment(\.dismiss) var dismiss
  @Environment(\.isPresented) var isPresented
  let locked: Bool

  var body: some View {
    VStack {
      Text(isPresented ? "presented" : "not presented")
      Button("Close") { dismiss() }
    }
    .interactiveDismissDisabled(locked)
  }
}

private struct SheetLauncher: View {
  @State var showing = false
  let outcome: Outcome
  var locked = false

  var body: some View {
    VStack {
      Text("showing: \(showing ? "yes" : "no")")
      Button("Open") { showing = true }
        .sheet(isPresented: $showing, onDismiss: { outcome.dismissals += 1 }) {
          SheetBody(locked: locked)
        }
    }
  }
}

@Suite("Sheets")
@MainActor
struct SheetTests {
  private func open(locked: Bool = false, configure: (SimulatedDevice) -> Void = { _ in })
    throws -> (SimulatedDevice, UIHostingController<SheetLauncher>, Outcome)
  {
    let outcome = Outcome()
    let device = SimulatedDevice()
    configure(device)
    let host = device.show(SheetLauncher(outcome: outcome, locked: locked))
    try device.hand.tap(label: "Open")
    device.runUntilIdle()
    return (device, host, outcome)
  }

  @Test(
    "A sheet hosts its content in a PresentationHostingController on a page sheet (FIDELITY 7.1)")
  func sheetUsesPresentationHostingController() throws {
    let (device, host, _) = try open()
    let presented = try #require(host.presentedViewController)
    #expect(presented is PresentationHostingController<AnyView>)
    #expect(presented.presentationController is _UIPageSheetPresentationController)
    #expect(device.hand.findView(showing: "presented") != nil)
  }

  @Test("A sheet presents from the nearest hosting controller (FIDELITY 7.2)")
  func sheetPresentsFromNearestHost() throws {
    let (device, host, _) = try open()
    #expect(
      device.trace.lines(in: [.presentation]).first {
        $0.contains("present(PresentationHostingController")
      }?.hasPrefix("\(host.objectName) ") == true)
  }

  @Test("Dismissing from inside the sheet resets the binding and runs onDismiss")
  func dismissActionResetsBinding() throws {
    let (device, host, outcome) = try open()
    try device.hand.tap(label: "Close")
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "showing: no") != nil)
    #expect(outcome.dismissals == 1)
  }

  @Test("A swipe resets the binding even with the delegate replaced, by default (FIDELITY 5.4)")
  func swipeResetsBindingByPrivateHook() throws {
    let (device, host, outcome) = try open()
    let foreign = ForeignDelegate()
    host.presentedViewController?.presentationController?.delegate = foreign
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "showing: no") != nil)
    #expect(outcome.dismissals == 1)
    #expect(foreign.shouldDismissAsked == 1)
  }

  @Test(
    "When SwiftUI relies on its delegate, replacing it leaves isPresented true after a swipe (FIDELITY 5.4)"
  )
  func swipeLeavesBindingWhenDelegateReplaced() throws {
    let (device, host, outcome) = try open {
      $0.simulation.swiftUIAssumptions.sheetDismissalReset = .presentationControllerDelegate
    }
    let foreign = ForeignDelegate()
    host.presentedViewController?.presentationController?.delegate = foreign
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(foreign.shouldDismissAsked == 1)
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "showing: yes") != nil)
    #expect(outcome.dismissals == 0)
    try device.hand.tap(label: "Open")
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
  }

  @Test(
    "When SwiftUI relies on its own delegate and it is kept, a swipe resets the binding (FIDELITY 5.4)"
  )
  func swipeResetsBindingThroughOwnDelegate() throws {
    let (device, host, outcome) = try open {
      $0.simulation.swiftUIAssumptions.sheetDismissalReset = .presentationControllerDelegate
    }
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(outcome.dismissals == 1)
  }

  @Test(
    "interactiveDismissDisabled sets isModalInPresentation on the presented controller (FIDELITY 5.2)"
  )
  func interactiveDismissDisabledSetsModal() throws {
    let (device, host, _) = try open(locked: true)
    let presented = try #require(host.presentedViewController)
    #expect(presented.isModalInPresentation)
    let foreign = ForeignDelegate()
    presented.presentationController?.delegate = foreign
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(host.presentedViewController === presented)
    #expect(foreign.shouldDismissAsked == 0)
  }

  @Test(
    "If interactiveDismissDisabled used SwiftUI's delegate, a replaced delegate would undo it (FIDELITY 5.3)"
  )
  func delegateMechanismIsUndoneByReplacement() throws {
    let (device, host, _) = try open(locked: true) {
      $0.simulation.swiftUIAssumptions.interactiveDismissMechanism = .delegateShouldDismiss
    }
    let presented = try #require(host.presentedViewController)
    #expect(!presented.isModalInPresentation)
    let foreign = ForeignDelegate()
    presented.presentationController?.delegate = foreign
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(foreign.shouldDismissAsked == 1)
    #expect(host.presentedViewController == nil)
  }

  @Test("With SwiftUI's delegate kept, the delegate mechanism refuses the swipe (FIDELITY 5.3)")
  func delegateMechanismRefuses() throws {
    let (device, host, _) = try open(locked: true) {
      $0.simulation.swiftUIAssumptions.interactiveDismissMechanism = .delegateShouldDismiss
    }
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(host.presentedViewController != nil)
  }
}

private struct TwoSheets: View {
  @State var first = false
  @State var second = false

  var body: some View {
    NavigationView {
      VStack {
        Button("Both") {
          first = true
          second = true
        }
        Text("first").sheet(isPresented: $first) { Text("first sheet") }
        Text("second").sheet(isPresented: $second) { Text("second sheet") }
      }
    }
  }
}

@Suite("Sheets in UIKit's words")
@MainActor
struct SheetWarningTests {
  @Test(
    "A second sheet from a navigation screen logs UIKit's warning naming both hosting controllers (FIDELITY 3.7, 7.2)"
  )
  func secondSheetWarns() throws {
    let device = SimulatedDevice()
    device.show(TwoSheets())
    try device.hand.tap(label: "Both")
    device.runUntilIdle()
    let warning = try #require(device.warnings.first { $0.contains("Attempt to present") })
    #expect(warning.contains("<PresentationHostingController<AnyView>"))
    #expect(warning.contains("on <UIHostingController<TwoSheets>"))
    #expect(warning.contains("(from <DestinationHostingController<AnyView>"))
    #expect(warning.contains("while a presentation is in progress"))
  }
}
