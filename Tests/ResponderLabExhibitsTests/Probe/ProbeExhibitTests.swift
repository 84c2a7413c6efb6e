import Foundation
import ResponderLabExhibits
import ResponderLabTesting
import SimSwiftUI
import Testing

@Suite("Probe exhibit (article 001)") @MainActor
struct ProbeExhibitTests {
  @Test(
    "Probe: at makeUIView the probe has no window and its chain ends at itself (article 001, FIDELITY 7.5)"
  )
  func noWindowAtMake() throws {
    let lab = ProbeLab()
    try lab.openSheet()
    #expect(lab.journal.hadWindowAtMake == [false])
    #expect(lab.journal.chainAtMake == [["UIView"]])
  }

  @Test(
    "Probe: a walk inside the first updateUIView finds nothing unless the first update comes after insertion (article 001, FIDELITY 7.5)",
    arguments: [(true, "nothing"), (false, "PresentationHostingController<AnyView>#1")])
  func synchronousWalk(updateBeforeInsertion: Bool, found: String) throws {
    var assumptions = SwiftUIAssumptions()
    assumptions.firstRepresentableUpdateBeforeInsertion = updateBeforeInsertion
    let lab = ProbeLab(assumptions: assumptions)
    try lab.openSheet()
    #expect(lab.journal.synchronousWalks.first == found)
  }

  @Test(
    "Probe: after the main-queue hop the walk finds the sheet's PresentationHostingController and installs the delegate (article 001, FIDELITY 7.1, 7.5)"
  )
  func walkAfterHopFindsTheSheet() throws {
    let lab = ProbeLab()
    let mark = lab.device.trace.mark
    try lab.openSheet()
    #expect(lab.journal.walksAfterHop.first == "PresentationHostingController<AnyView>#1")
    #expect(lab.sheetDelegateClass == "SheetGuardDelegate")
    let lines = lab.device.traceLines(in: [.delegate, .queue], since: mark).filter {
      $0.contains("delegate = ") || $0.contains("DispatchQueue.main.async")
    }
    #expect(
      lines.map {
        $0.replacingOccurrences(
          of: #"(enqueue|run) #[0-9]+ "#, with: "$1 ", options: .regularExpression)
      } == [
        "_UIPageSheetPresentationController#1 delegate = SheetPresentationDelegate",
        "enqueue DispatchQueue.main.async", "run DispatchQueue.main.async",
        "_UIPageSheetPresentationController#1 delegate = SheetGuardDelegate",
      ])
  }

  @Test(
    "Probe: without the hop a sheet that opens with disable true is not guarded; with it, it is (article 001, FIDELITY 7.5)",
    arguments: [false, true])
  func hopIsNeeded(hops: Bool) throws {
    let lab = ProbeLab(setup: ProbeSetup(hopsToMainQueue: hops), disable: true)
    try lab.openSheet()
    #expect(lab.sheetDelegateClass == (hops ? "SheetGuardDelegate" : "SheetPresentationDelegate"))
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.isSheetShown == hops)
  }

  @Test("Probe: toggling disable refuses the swipe, and toggling back allows it (article 001)")
  func togglingDisable() throws {
    let lab = ProbeLab()
    try lab.openSheet()
    try lab.toggleDisable()
    #expect(lab.model.disable)
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.isSheetShown)
    try lab.toggleDisable()
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(!lab.isSheetShown)
    #expect(!lab.model.isShowingSheet)
  }

  @Test(
    "Probe: a refused tug short of the threshold leaves the attempt value alone (article 001, FIDELITY 4.4)"
  )
  func shortTugIsNoAttempt() throws {
    let lab = ProbeLab(disable: true)
    try lab.openSheet()
    let mark = lab.device.trace.mark
    try lab.swipeDown(by: 200)
    lab.settle()
    #expect(lab.isSheetShown)
    #expect(lab.model.attempt == 0)
    #expect(lab.delegateCalls(since: mark) == ["presentationControllerShouldDismiss → false"])
  }

  @Test(
    "Probe: the attempt value changes after the release of a stretched refused swipe, not at the refusal (article 001, FIDELITY 4.4)"
  )
  func attemptChangesAfterRelease() throws {
    let lab = ProbeLab(disable: true)
    try lab.openSheet()
    try lab.swipeDown(by: 700)
    #expect(lab.model.attempt == 0)
    #expect(lab.model.attemptsSeen == 0)
    lab.settle()
    #expect(lab.model.attempt == 1)
    #expect(lab.model.attemptsSeen == 1)
  }

  @Test(
    "Probe: presentationControllerWillDismiss does not run before presentationControllerShouldDismiss, as the article says; it follows a yes (article 001, FIDELITY 4.5)"
  )
  func willDismissFollowsShouldDismiss() throws {
    let lab = ProbeLab()
    try lab.openSheet()
    let mark = lab.device.trace.mark
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.journal.delegateCalls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(
      lab.delegateCalls(since: mark) == [
        "presentationControllerShouldDismiss → true", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss",
      ])
  }

  /// One assumption of FIDELITY 5.4 with or without forwarding, and whether `isPresented` is reset.
  struct ReplacementCase: Sendable, CustomTestStringConvertible {
    let reset: SwiftUIAssumptions.SheetDismissalReset
    let forwards: Bool
    let bindingResets: Bool
    var testDescription: String { "\(reset.rawValue), forwards: \(forwards)" }
  }

  nonisolated static let replacementCases: [ReplacementCase] = [
    .init(reset: .privatePresentedControllerHook, forwards: false, bindingResets: true),
    .init(reset: .privatePresentedControllerHook, forwards: true, bindingResets: true),
    .init(reset: .presentationControllerDelegate, forwards: false, bindingResets: false),
    .init(reset: .presentationControllerDelegate, forwards: true, bindingResets: true),
  ]

  @Test(
    "Probe: replacing SwiftUI's delegate under each assumption of FIDELITY 5.4, and the forwarding fix that keeps both working (article 001, FIDELITY 5.4)",
    arguments: replacementCases)
  func replacingSwiftUIsDelegate(testCase: ReplacementCase) throws {
    var assumptions = SwiftUIAssumptions()
    assumptions.sheetDismissalReset = testCase.reset
    let lab = ProbeLab(setup: ProbeSetup(forwards: testCase.forwards), assumptions: assumptions)
    try lab.openSheet()
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(!lab.isSheetShown)
    #expect(lab.model.isShowingSheet == !testCase.bindingResets)
    try lab.openSheet()
    #expect(lab.isSheetShown == testCase.bindingResets)
  }

  @Test(
    "Probe: the forwarding delegate still guards: a dirty swipe is refused (article 001, FIDELITY 5.4)"
  )
  func forwardingStillGuards() throws {
    var assumptions = SwiftUIAssumptions()
    assumptions.sheetDismissalReset = .presentationControllerDelegate
    let lab = ProbeLab(
      setup: ProbeSetup(forwards: true), assumptions: assumptions, disable: true)
    try lab.openSheet()
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.isSheetShown)
    #expect(lab.model.attempt == 1)
  }

  @Test(
    "Probe: a delegate that nothing keeps is freed and the guard silently stops; the coordinator keeps it (article 001, FIDELITY 2.6)",
    arguments: [ProbeSetup.Ownership.nobody, .coordinator, .representable])
  func unretainedDelegate(ownership: ProbeSetup.Ownership) throws {
    let lab = ProbeLab(setup: ProbeSetup(ownership: ownership), disable: true)
    let mark = lab.device.trace.mark
    try lab.openSheet()
    lab.device.expectTrace(
      containsInOrder: ["_UIPageSheetPresentationController#1 delegate = SheetGuardDelegate"],
      since: mark)
    let kept = ownership != .nobody
    #expect(lab.sheetDelegateClass == (kept ? "SheetGuardDelegate" : "nil"))
    let swipeMark = lab.device.trace.mark
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.isSheetShown == kept)
    #expect(lab.delegateCalls(since: swipeMark).isEmpty == !kept)
  }

  @Test(
    "Probe: beside the native interactiveDismissDisabled(true), the delegate's shouldDismiss is never asked, only the attempt callback (article 001, FIDELITY 4.6, 5.3)"
  )
  func nativeModifierBypassesShouldDismiss() throws {
    let lab = ProbeLab(nativeDisabled: true)
    try lab.openSheet()
    let mark = lab.device.trace.mark
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.isSheetShown)
    #expect(lab.journal.delegateCalls == ["didAttemptToDismiss"])
    #expect(
      lab.delegateCalls(since: mark) == [
        "isModalInPresentation: presentationControllerShouldDismiss not asked",
        "presentationControllerDidAttemptToDismiss",
      ])
    #expect(lab.model.attempt == 1)
  }

  @Test(
    "Probe: if SwiftUI's delegate carried the native modifier, replacing it would undo it; forwarding keeps it (article 001, FIDELITY 5.3)",
    arguments: [false, true])
  func replacedDelegateUndoesNativeModifier(forwards: Bool) throws {
    var assumptions = SwiftUIAssumptions()
    assumptions.interactiveDismissMechanism = .delegateShouldDismiss
    let lab = ProbeLab(
      setup: ProbeSetup(forwards: forwards), assumptions: assumptions, nativeDisabled: true)
    try lab.openSheet()
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.isSheetShown == forwards)
  }

  /// One reading of FIDELITY 2.4, with or without the climb, and whether the guard reaches the sheet.
  struct NavigationCase: Sendable, CustomTestStringConvertible {
    let rule: FidelityAssumptions.ChildPresentationControllerRule
    let climbs: Bool
    let guarded: Bool
    var testDescription: String { "\(rule.rawValue), climbs: \(climbs)" }
  }

  nonisolated static let navigationCases: [NavigationCase] = [
    .init(rule: .presentedAncestor, climbs: false, guarded: true),
    .init(rule: .ownOnDemand, climbs: false, guarded: false),
    .init(rule: .ownOnDemand, climbs: true, guarded: true),
    .init(rule: .presentedAncestor, climbs: true, guarded: true),
  ]

  @Test(
    "Probe: inside a NavigationView in the sheet the walk finds the navigation's screen; the guard reaches the sheet only if a child answers with its presented ancestor's presentation controller, or if the probe climbs to the presented controller (article 001, FIDELITY 2.1, 2.4)",
    arguments: navigationCases)
  func probeInsideNavigationView(testCase: NavigationCase) throws {
    var uikit = FidelityAssumptions()
    uikit.childPresentationControllerRule = testCase.rule
    let lab = ProbeLab(
      setup: ProbeSetup(insideNavigationView: true, climbsToPresentedController: testCase.climbs),
      uikitAssumptions: uikit, disable: true)
    try lab.openSheet()
    #expect(lab.journal.walksAfterHop.first == "DestinationHostingController<AnyView>#1")
    #expect(
      lab.journal.installedOn.first
        == (testCase.climbs
          ? "PresentationHostingController<AnyView>#1" : "DestinationHostingController<AnyView>#1"))
    #expect(
      lab.sheetDelegateClass
        == (testCase.guarded ? "SheetGuardDelegate" : "SheetPresentationDelegate"))
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.isSheetShown == testCase.guarded)
  }
}
