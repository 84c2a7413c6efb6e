import ResponderLabCLI
import Testing

/// The three articles' arrangements, as scenarios with SwiftUI-like content.
@Suite("The SwiftUI examples")
@MainActor
struct SwiftUIExamplesTests {
  /// The trace lines of a run's output, without step headings and expectations.
  static func traceLines(_ run: ToolRun) -> [String] {
    run.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  [") }
  }

  @Test(
    "Inside a NavigationView, the sheet is presented through an inner hosting controller (FIDELITY 7.2, 7.4)"
  )
  func insideNavigation() {
    let run = ToolRun("explain docs/examples/swiftui-sheet-inside-navigation.json")
    #expect(
      run.output.contains(
        "present was called on DestinationHostingController<AnyView>#1; UIKit forwarded it to DismissGuardian#1 (guardian)"
      ))
  }

  @Test("Outside any NavigationView, the guard itself is asked to present (FIDELITY 7.2)")
  func outsideNavigation() {
    let run = ToolRun("run docs/examples/swiftui-sheet-outside-navigation.json")
    #expect(
      run.output.contains("DismissGuardian#1 present(PresentationHostingController<AnyView>#1"))
    #expect(!Self.traceLines(run).contains { $0.contains(" forwarded to ") })
  }

  @Test("interactiveDismissDisabled makes the swipe skip shouldDismiss (FIDELITY 4.6, 5.3)")
  func interactiveDismissDisabled() {
    let run = ToolRun("run docs/examples/swiftui-interactive-dismiss-disabled.json")
    #expect(
      run.output.contains("isModalInPresentation: presentationControllerShouldDismiss not asked"))
    #expect(!Self.traceLines(run).contains { $0.contains("presentationControllerWillDismiss") })
  }

  @Test("An overlay half sheet presents nothing; a tap on its dimming colour hides it")
  func overlayHalfSheet() {
    let run = ToolRun("run docs/examples/swiftui-overlay-half-sheet.json")
    #expect(!Self.traceLines(run).contains { $0.contains("present(") })
    #expect(run.output.contains("HostedGestureView#1 onTapGesture"))
    let probe = ToolRun(
      "explain docs/examples/swiftui-overlay-half-sheet.json --step 2 --probe belowOverlay")
    #expect(probe.output.contains("lands on"))
    #expect(probe.output.contains("Nothing is presented."))
  }
}
