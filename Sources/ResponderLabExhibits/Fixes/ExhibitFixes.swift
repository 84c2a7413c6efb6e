import ResponderLabDevice
import SimSwiftUI

/// Every failure mode the exhibits show, with its fix.
public enum ExhibitFixes {
  /// The fixes, in the order of the exhibits.
  public static let all: [ExhibitFix] = [
    ExhibitFix(
      name: "guard-next-to-sheet", exhibit: "guardian",
      failure:
        "A guard around a NavigationView never sees present: the navigation view's own hosting controller is nearer to .sheet and receives it. No delegate is installed, and a dirty form is lost to a swipe.",
      fix:
        "Put the guard next to .sheet, inside the navigation view, so that the nearest hosting controller is the guard.",
      facts: "7.2, 7.3, 7.4",
      check: { fixed in
        let lab = GuardianLab(
          arrangement: fixed ? .guardAddedNextToSheet : .navigationInsideGuard)
        return dirtyFormSurvivesSwipe(lab)
      }),
    ExhibitFix(
      name: "probe-hops-to-main-queue", exhibit: "probe",
      failure:
        "A probe that walks the responder chain at once finds nothing at its first update: the view is not in the window yet. A sheet that opens already disabled is not guarded.",
      fix: "Walk after one hop to the main queue (or from didMoveToWindow).",
      facts: "7.5",
      check: { fixed in
        probeRefusesSwipe(ProbeLab(setup: ProbeSetup(hopsToMainQueue: fixed), disable: true))
      }),
    ExhibitFix(
      name: "probe-forwards-dismissal", exhibit: "probe",
      failure:
        "If SwiftUI resets isPresented from its own delegate, a probe that replaces that delegate leaves isPresented true after a swipe: the sheet cannot be shown again.",
      fix:
        "Keep the delegate that was there and forward every call to it; refuse when either refuses.",
      facts: "5.4 (unconfirmed: shown under the switchable assumption)",
      check: { fixed in
        var assumptions = SwiftUIAssumptions()
        assumptions.sheetDismissalReset = .presentationControllerDelegate
        let lab = ProbeLab(setup: ProbeSetup(forwards: fixed), assumptions: assumptions)
        try? lab.openSheet()
        try? lab.swipeDown(by: 700)
        lab.settle()
        try? lab.openSheet()
        return lab.isSheetShown
      }),
    ExhibitFix(
      name: "probe-forwards-native-refusal", exhibit: "probe",
      failure:
        "If SwiftUI implements interactiveDismissDisabled through its own delegate, a probe that replaces that delegate silently undoes the native modifier.",
      fix: "The same forwarding delegate: it asks the replaced delegate before allowing a swipe.",
      facts: "5.2, 5.3 (unconfirmed: shown under the switchable assumption)",
      check: { fixed in
        var assumptions = SwiftUIAssumptions()
        assumptions.interactiveDismissMechanism = .delegateShouldDismiss
        return probeRefusesSwipe(
          ProbeLab(
            setup: ProbeSetup(forwards: fixed), assumptions: assumptions, nativeDisabled: true))
      }),
    ExhibitFix(
      name: "probe-keeps-delegate", exhibit: "probe",
      failure:
        "UIPresentationController.delegate is weak: a delegate that nothing else keeps is freed as soon as it is set, and the guard silently stops working.",
      fix: "Keep the delegate in the representable's coordinator.",
      facts: "2.6",
      check: { fixed in
        probeRefusesSwipe(
          ProbeLab(setup: ProbeSetup(ownership: fixed ? .coordinator : .nobody), disable: true))
      }),
    ExhibitFix(
      name: "probe-climbs-to-presented-controller", exhibit: "probe",
      failure:
        "Inside a NavigationView in the sheet, the first controller up the chain is the navigation view's screen. If a child answers presentationController with one of its own, made on demand, the delegate lands on a presentation controller that presents nothing.",
      fix:
        "Climb from the controller found through parent to the top of the containment tree (the presented controller) before reading presentationController.",
      facts: "2.1, 2.4 (unconfirmed: shown under the switchable assumption)",
      check: { fixed in
        var uikit = FidelityAssumptions()
        uikit.childPresentationControllerRule = .ownOnDemand
        return probeRefusesSwipe(
          ProbeLab(
            setup: ProbeSetup(insideNavigationView: true, climbsToPresentedController: fixed),
            uikitAssumptions: uikit, disable: true))
      }),
    ExhibitFix(
      name: "overlay-on-outermost-view", exhibit: "overlay-sheet",
      failure:
        "An overlay sheet is only as wide as the view it modifies and covers only that view: a tap outside it reaches the controls beneath.",
      fix:
        "Attach the overlay to the outermost view, or give the modified view the screen's frame.",
      facts: "9.1",
      check: { fixed in
        let lab = OverlaySheetLab(kind: fixed ? .narrowCardOverlayOnScreen : .narrowCard)
        try? lab.tapShowSheet()
        lab.wait(0.25)
        _ = try? lab.tapBeneath()
        return lab.model.tapsBeneath == 0
      }),
    ExhibitFix(
      name: "overlay-with-animation", exhibit: "overlay-sheet",
      failure:
        "Without withAnimation the overlay sheet's transitions do not run: it pops in and out.",
      fix: "Change the state that shows and hides the sheet inside withAnimation.",
      facts: "(SwiftUI's transaction model; docs/swiftui-assumptions.md)",
      check: { fixed in
        let lab = OverlaySheetLab(
          kind: .fullScreen(fraction: 0.5, animation: fixed ? .everywhere : .nowhere))
        let mark = lab.device.trace.mark
        try? lab.tapShowSheet()
        lab.wait(0.25)
        return lab.transitions(since: mark).contains { $0.hasPrefix("insert _TransitionModifier") }
      }),
  ]

  /// The fix called `name`, if there is one.
  public static func named(_ name: String) -> ExhibitFix? {
    all.first { $0.name == name }
  }

  /// The fix list as text, each fix checked now both ways, as `responder-lab demo fixes` prints it.
  @MainActor
  public static func report() -> String {
    var text = "# Fixes for the failures the exhibits show\n"
    for fix in all {
      let failureShows = !fix.check(false)
      let fixWorks = fix.check(true)
      text += "\n== \(fix.name) (\(fix.exhibit); FIDELITY \(fix.facts))\n"
      text += Prose.wrapped("What goes wrong: \(fix.failure)", indent: "   ") + "\n"
      text += Prose.wrapped("The fix: \(fix.fix)", indent: "   ") + "\n"
      text +=
        "   Checked now: the failure shows: \(failureShows ? "yes" : "NO"); the fix works: \(fixWorks ? "yes" : "NO").\n"
    }
    return text
  }

  /// The fix list as a Markdown table, as `docs/exhibits/fixes.md` embeds it.
  public static var markdownTable: String {
    var text = "| fix | exhibit | what goes wrong | the fix | FIDELITY |\n|---|---|---|---|---|\n"
    for fix in all {
      text +=
        "| `\(fix.name)` | [\(fix.exhibit)](\(fix.exhibit).md) | \(fix.failure) | \(fix.fix) | \(fix.facts) |\n"
    }
    return text
  }

  @MainActor
  private static func dirtyFormSurvivesSwipe(_ lab: GuardianLab) -> Bool {
    try? lab.openForm()
    try? lab.typeFirstName("Ada")
    _ = try? lab.swipeDown(by: 700)
    lab.settle()
    return lab.isSheetShown && lab.alertTitle == "Unsaved Changes"
  }

  @MainActor
  private static func probeRefusesSwipe(_ lab: ProbeLab) -> Bool {
    try? lab.openSheet()
    _ = try? lab.swipeDown(by: 700)
    lab.settle()
    return lab.isSheetShown
  }
}
