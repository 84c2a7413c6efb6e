import ResponderLabDevice
import SimSwiftUI

extension Exhibit {
  /// The second article's probe: an empty representable behind a sheet's content that walks the
  /// responder chain, after a main-queue hop, to install the sheet's delegate.
  public static let probe = Exhibit(
    name: "probe",
    title: "The probe view",
    article:
      "“SwiftUI Sheet 扩展——如何在SwiftUI中实现interactiveDismissDisabled” (东坡肘子, fatbobman.com): an empty UIViewRepresentable that installs the sheet's delegate after a main-queue hop",
    summary:
      "An empty background view walks up to the sheet's controller after a main-queue hop; what it replaces, and what it must keep alive.",
    documentationPath: "docs/exhibits/probe.md",
    narrate: { ProbeNarration.tell() })
}

/// The probe exhibit's story.
@MainActor
enum ProbeNarration {
  static func tell() -> String {
    let story = Narration(title: Exhibit.probe.title, article: Exhibit.probe.article)
    whereTheProbeIs(story)
    withoutTheHop(story)
    attempts(story)
    for (rule, climbs) in [
      (FidelityAssumptions.ChildPresentationControllerRule.presentedAncestor, false),
      (.ownOnDemand, false), (.ownOnDemand, true),
    ] {
      insideNavigation(rule: rule, climbs: climbs, story)
    }
    for reset in SwiftUIAssumptions.SheetDismissalReset.allCases {
      for forwards in [false, true] { replacedDelegate(reset: reset, forwards: forwards, story) }
    }
    for ownership in [ProbeSetup.Ownership.nobody, .coordinator] { retention(ownership, story) }
    for (mechanism, forwards) in [
      (SwiftUIAssumptions.InteractiveDismissMechanism.modalInPresentation, false),
      (.delegateShouldDismiss, false), (.delegateShouldDismiss, true),
    ] {
      native(mechanism, forwards: forwards, story)
    }
    return story.text
  }

  private static func probe(_ lab: ProbeLab) -> (name: String, responder: UIResponder)? {
    lab.journal.probeView.map { ("the probe view", $0) }
  }

  private static func swipe(
    _ lab: ProbeLab, _ story: Narration, by distance: CGFloat, settle: Bool = true,
    _ explanation: String? = nil
  ) -> Int {
    let mark = lab.device.trace.mark
    story.perform { try lab.swipeDown(by: distance) }
    if settle { lab.settle() }
    story.step(
      "Swipe the sheet down \(Int(distance)) points and let go"
        + (settle ? "" : " (the queue has not run yet)"), explanation, on: lab.device, since: mark,
      probe: probe(lab))
    return mark
  }

  private static func whereTheProbeIs(_ story: Narration) {
    story.run(
      "Where the probe is, and when",
      "The article's setup: the probe makes an empty view, and in updateUIView waits one turn of the main queue before walking up the responder chain to the first view controller."
    )
    let lab = ProbeLab()
    let mark = lab.device.trace.mark
    story.perform { try lab.openSheet() }
    story.step(
      "Tap \"show sheet\"",
      "The view dump shows where the probe's UIView ended up: behind the button, inside the sheet's hosting view.",
      on: lab.device, since: mark, probe: probe(lab), views: true)
    let journal = lab.journal
    story.finding(
      "at makeUIView the probe had a window: \(journal.hadWindowAtMake.first ?? false); its chain was \(journal.chainAtMake.first?.joined(separator: " → ") ?? "?"), ending at itself (FIDELITY 7.5)."
    )
    story.finding(
      "a walk inside the first updateUIView found \(journal.synchronousWalks.first ?? "?"); the walk after the hop found \(journal.walksAfterHop.first ?? "?") (FIDELITY 7.1) and installed \(lab.sheetDelegateClass) in place of SwiftUI's SheetPresentationDelegate."
    )
  }

  private static func withoutTheHop(_ story: Narration) {
    story.run(
      "Without the hop, a sheet that opens dirty is not guarded",
      "The walk runs at once in updateUIView. The sheet opens with disable already true, so nothing makes the probe update again before the swipe."
    )
    let lab = ProbeLab(setup: ProbeSetup(hopsToMainQueue: false), disable: true)
    let mark = lab.device.trace.mark
    story.perform { try lab.openSheet() }
    story.step("Tap \"show sheet\"", on: lab.device, since: mark, probe: probe(lab))
    story.finding(
      "the only walk, before the view was in the window, found \(lab.journal.synchronousWalks.first ?? "?"); the sheet's delegate is still \(lab.sheetDelegateClass)."
    )
    _ = swipe(lab, story, by: 700)
    story.finding(
      "the sheet was dismissed (shown: \(lab.isSheetShown)) although disable was true: the guard was never installed. The hop fixes it (run 1)."
    )
  }

  private static func attempts(_ story: Narration) {
    story.run(
      "Toggling disable, and when the attempt value changes",
      "The article's setup. The attempt value changes only when a refused swipe stretched the sheet past about 25 % of its rubber-band extent, and only after the finger lifts (FIDELITY 4.4)."
    )
    let lab = ProbeLab()
    story.perform { try lab.openSheet() }
    var mark = lab.device.trace.mark
    story.perform { try lab.toggleDisable() }
    story.step(
      "Tap \"disable: false\"",
      "The button re-renders; the probe's new value brings a new delegate, installed after the hop.",
      on: lab.device, since: mark, probe: probe(lab))
    _ = swipe(lab, story, by: 200, "A short tug: refused, but not stretched far enough.")
    story.finding("attempt is \(lab.model.attempt): a short tug is no attempt.")
    mark = swipe(lab, story, by: 700, settle: false)
    story.finding("attempt is still \(lab.model.attempt) right after the release.")
    mark = lab.device.trace.mark
    lab.settle()
    story.step("Let the main queue run", on: lab.device, since: mark, probe: probe(lab))
    story.finding(
      "attempt is \(lab.model.attempt) and onChange(of: attempt) ran \(lab.model.attemptsSeen) time(s)."
    )
    story.perform { try lab.toggleDisable() }
    let calls = lab.journal.delegateCalls.count
    mark = swipe(lab, story, by: 700, "After tapping \"disable: true\" to allow the swipe again.")
    let order = lab.journal.delegateCalls.dropFirst(calls).joined(separator: " → ")
    story.finding(
      "the sheet is gone (shown: \(lab.isSheetShown)). The delegate heard \(order). The article says presentationControllerWillDismiss runs before presentationControllerShouldDismiss: false. UIKit asks first and announces the dismissal only once allowed (FIDELITY 4.5)."
    )
  }

  private static func insideNavigation(
    rule: FidelityAssumptions.ChildPresentationControllerRule, climbs: Bool, _ story: Narration
  ) {
    var uikit = FidelityAssumptions()
    uikit.childPresentationControllerRule = rule
    let setup = ProbeSetup(insideNavigationView: true, climbsToPresentedController: climbs)
    story.run(
      climbs
        ? "The fix: climb to the presented controller, assuming .\(rule.rawValue)"
        : "A probe inside a NavigationView in the sheet, assuming childPresentationControllerRule = .\(rule.rawValue)",
      climbs
        ? "The probe climbs from the controller it finds through parent to the top of the containment tree, the sheet's own controller, before reading presentationController. The sheet opens with disable true."
        : rule == .presentedAncestor
          ? "The first controller up the chain is now the navigation view's screen, not the sheet's controller. FIDELITY 2.4 (medium confidence) says a child answers presentationController with its presented ancestor's: then the probe still reaches the sheet. The sheet opens with disable true."
          : "The same probe, with 2.4 read the other way: a child that was never presented makes a presentation controller of its own on demand (2.1). The sheet opens with disable true."
    )
    let lab = ProbeLab(setup: setup, uikitAssumptions: uikit, disable: true)
    let mark = lab.device.trace.mark
    story.perform { try lab.openSheet() }
    story.step("Tap \"show sheet\"", on: lab.device, since: mark, probe: probe(lab))
    story.finding(
      "the walk found \(lab.journal.walksAfterHop.first ?? "?"); the delegate went to the presentation controller of \(lab.journal.installedOn.first ?? "?"); the sheet's delegate is \(lab.sheetDelegateClass)."
    )
    _ = swipe(lab, story, by: 700)
    story.finding(
      lab.isSheetShown
        ? "the swipe was refused: the guard reached the sheet."
        : "the sheet was dismissed although disable was true: the delegate sits on a presentation controller that presents nothing."
    )
  }

  private static func replacedDelegate(
    reset: SwiftUIAssumptions.SheetDismissalReset, forwards: Bool, _ story: Narration
  ) {
    var assumptions = SwiftUIAssumptions()
    assumptions.sheetDismissalReset = reset
    let setup = ProbeSetup(forwards: forwards)
    story.run(
      "\(forwards ? "Forwarding to" : "Replacing") SwiftUI's delegate, assuming sheetDismissalReset = .\(reset.rawValue)",
      reset == .privatePresentedControllerHook
        ? "FIDELITY 5.4 is unconfirmed. This assumption: UIKit tells the presented hosting controller privately, so SwiftUI resets isPresented whatever the delegate is. Probe: \(setup)."
        : "FIDELITY 5.4 is unconfirmed. This assumption: SwiftUI resets isPresented from its own presentationControllerDidDismiss, so a delegate that replaces SwiftUI's breaks the reset. Probe: \(setup)."
    )
    let lab = ProbeLab(setup: setup, assumptions: assumptions)
    story.perform { try lab.openSheet() }
    _ = swipe(lab, story, by: 700)
    story.finding("the sheet is gone; isPresented is \(lab.model.isShowingSheet).")
    let mark = lab.device.trace.mark
    story.perform { try lab.openSheet() }
    story.step("Tap \"show sheet\" again", on: lab.device, since: mark, probe: probe(lab))
    story.finding(
      lab.isSheetShown
        ? "the sheet is shown again."
        : "nothing is presented: isPresented was already true, so setting it to true changed nothing. The sheet can never be shown again."
    )
  }

  private static func retention(_ ownership: ProbeSetup.Ownership, _ story: Narration) {
    let setup = ProbeSetup(ownership: ownership)
    story.run(
      ownership == .nobody
        ? "A delegate that nothing keeps" : "The fix: the coordinator keeps the delegate",
      ownership == .nobody
        ? "The probe makes its delegate inside the hop and only hands it to the presentation controller, whose delegate property is weak (FIDELITY 2.6). The sheet opens with disable true."
        : "The delegate lives in the representable's coordinator, which lives as long as the probe's view. The sheet opens with disable true."
    )
    let lab = ProbeLab(setup: setup, disable: true)
    let mark = lab.device.trace.mark
    story.perform { try lab.openSheet() }
    story.step("Tap \"show sheet\"", on: lab.device, since: mark, probe: probe(lab))
    story.finding(
      "the trace shows the delegate installed; the sheet's delegate is now \(lab.sheetDelegateClass)\(ownership == .nobody ? ": it was freed as soon as the hop ended, and a weak reference does not say so" : "")."
    )
    _ = swipe(lab, story, by: 700)
    story.finding(
      lab.isSheetShown
        ? "the swipe was refused and the attempt value is \(lab.model.attempt)."
        : "the sheet was dismissed although disable was true, and nobody was asked: the guard silently stopped working."
    )
  }

  private static func native(
    _ mechanism: SwiftUIAssumptions.InteractiveDismissMechanism, forwards: Bool,
    _ story: Narration
  ) {
    var assumptions = SwiftUIAssumptions()
    assumptions.interactiveDismissMechanism = mechanism
    let setup = ProbeSetup(forwards: forwards)
    story.run(
      "The native interactiveDismissDisabled(true) beside the probe, assuming .\(mechanism.rawValue)\(forwards ? ", forwarding" : "")",
      mechanism == .modalInPresentation
        ? "FIDELITY 5.2 is unconfirmed. This assumption: the native modifier sets isModalInPresentation on the sheet's hosting controller. The probe's own disable stays false."
        : "This assumption: the native modifier makes SwiftUI's own delegate refuse. The probe \(forwards ? "forwards to" : "replaces") that delegate; its own disable stays false."
    )
    let lab = ProbeLab(setup: setup, assumptions: assumptions, nativeDisabled: true)
    story.perform { try lab.openSheet() }
    let calls = lab.journal.delegateCalls.count
    _ = swipe(lab, story, by: 700)
    let heard = lab.journal.delegateCalls.dropFirst(calls)
    story.finding(
      !lab.isSheetShown
        ? "the sheet was dismissed: replacing SwiftUI's delegate silently undid the native modifier (FIDELITY 5.3)."
        : mechanism == .modalInPresentation
          ? "the swipe was refused without asking any delegate's presentationControllerShouldDismiss (isModalInPresentation, FIDELITY 4.6); the probe's delegate heard only \(heard.joined(separator: ", ")), and attempt is \(lab.model.attempt)."
          : "the swipe was refused: the probe's delegate heard \(heard.joined(separator: ", ")), asking SwiftUI's delegate, which refused; attempt is \(lab.model.attempt)."
    )
  }
}
