import ResponderLabTesting
import Testing

// The example of docs/testing.md that runs one test under each setting of an unconfirmed
// behaviour; a documentation test keeps the two the same.

// snippet:start
@Suite("Across the assumptions")
@MainActor
struct AssumptionsGuideTests {
  /// Whether a tap on the dimming view dismisses a sheet is unconfirmed (FIDELITY 4.8): the test
  /// runs under both answers, so the screen works whichever UIKit gives.
  @Test(
    "FIDELITY 4.8: a tap above a medium sheet keeps or dismisses it, as the assumption says",
    arguments: [true, false])
  func dimmingTap(dismisses: Bool) throws {
    var assumptions = FidelityAssumptions()
    assumptions.dimmingTapDismissesSheet = dismisses
    let device = SimulatedDevice(assumptions: assumptions)
    let list = UIViewController()
    device.show(list)
    let editor = UIViewController()
    editor.sheetPresentationController?.detents = [.medium()]
    list.present(editor, animated: true)
    device.runUntilIdle()

    try device.hand.tapDimmingView()
    device.runUntilIdle()

    if dismisses {
      #expect(list.presentedViewController == nil)
      device.expectTrace(containsInOrder: ["dismissal finished"])
    } else {
      device.expectSheet(detent: .medium)
      device.expectNoTrace(containing: "dismissal finished")
    }
    device.expectNoFaults()
  }
}
// snippet:end
