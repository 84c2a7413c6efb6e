import SimUIKit
import Testing

// The code under test is nonisolated, as top-level Swift 5 code is; the test runs it on the main
// actor because a device runs top-level code on the main thread.
@Suite("Top-level Swift 5 code, with only the import changed")
struct TopLevelStyleTests {
  @Test("FIDELITY 3.2: a sheet presented from a navigation child is presented by the container")
  @MainActor
  func presentsFromTheContainer() {
    let report = Simulation().withCurrent { runSheetFromTopLevelCode() }
    #expect(report.rootIsInNavigation)
    #expect(report.presenterIsNavigationController)
    #expect(report.navigationPresentsCompose)
    #expect(report.delegateIsTheComposeDelegate)
  }

  @Test("FIDELITY 3.5: presentedViewController answers for the presenter's children too")
  @MainActor
  func childSeesThePresentation() {
    let report = Simulation().withCurrent { runSheetFromTopLevelCode() }
    #expect(report.rootSeesComposeThroughItsContainer)
  }

  @Test("FIDELITY 3.10: a programmatic dismissal does not ask or tell the Swift 5 delegate")
  @MainActor
  func programmaticDismissalSkipsTheDelegate() {
    let report = Simulation().withCurrent { runSheetFromTopLevelCode() }
    #expect(!report.composeStillPresentedAfterDismiss)
    #expect(report.delegateEventsAfterProgrammaticDismiss.isEmpty)
  }
}
