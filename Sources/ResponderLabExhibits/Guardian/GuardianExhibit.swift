import ResponderLabDevice
import SimSwiftUI

extension Exhibit {
  /// The first article's dismiss guardian: a hosting controller that overrides `present` to
  /// become the sheet's adaptive delegate, inside and outside a navigation view.
  public static let guardian = Exhibit(
    name: "guardian",
    title: "The dismiss guardian",
    article:
      "“Dismiss Gesture for SwiftUI Modals” (The SwiftUI Lab): a UIHostingController subclass that overrides present to guard a sheet",
    summary:
      "A hosting controller overrides present to refuse swipes on a dirty form: works with the guard inside a NavigationView, not around it.",
    documentationPath: "docs/exhibits/guardian.md",
    narrate: { GuardianNarration.tell() })
}

/// The guardian exhibit's story: a clean form, a dirty form and its alert, "Save", then the two
/// arrangements of guard and navigation view, and the fix.
@MainActor
enum GuardianNarration {
  static func tell() -> String {
    let story = Narration(title: Exhibit.guardian.title, article: Exhibit.guardian.article)
    cleanForm(story)
    dirtyFormDeleteChanges(story)
    dirtyFormContinueEditing(story)
    saveButton(story)
    for arrangement in GuardianArrangement.allCases { compare(arrangement, story) }
    return story.text
  }

  private static func probe(_ lab: GuardianLab) -> (name: String, responder: UIResponder)? {
    lab.editButton.map { ("the \"Edit\" button", $0) }
  }

  private static func openForm(_ lab: GuardianLab, _ story: Narration, _ explanation: String) {
    let mark = lab.device.trace.mark
    story.perform { try lab.openForm() }
    story.step("Tap \"Edit\"", explanation, on: lab.device, since: mark, probe: probe(lab))
    let nearest = lab.nearestHostingControllerToButton.map { "\($0.objectName)" } ?? "none"
    story.finding(
      "the first hosting controller up the chain from the button is \(nearest). SwiftUI called present on it (FIDELITY 7.2), so its present override, if it has one, runs; UIKit then forwarded the request to the root controller, which presents, and called no other controller's present on the way (3.2, 7.4)."
    )
  }

  private static func cleanForm(_ story: Narration) {
    story.run(
      "A clean form is swiped away",
      "The guard sits inside the navigation view, next to the button that carries .sheet. The form stays empty, so the guard allows the swipe."
    )
    let lab = GuardianLab(arrangement: .guardInsideNavigation)
    openForm(
      lab, story,
      "SwiftUI sends present to the hosting controller nearest to .sheet; walking up from the button, that is the guard, whose override makes itself the sheet's delegate."
    )
    story.finding(
      "present went to \(lab.presentReceiver ?? "nobody"); the sheet's delegate is \(lab.sheetDelegateClass)."
    )
    let mark = lab.device.trace.mark
    story.perform { _ = try lab.swipeDown(by: 700) }
    lab.settle()
    story.step(
      "Swipe the sheet down 700 points and let go", on: lab.device, since: mark, probe: probe(lab))
    story.finding(
      "the guard was asked, then told: \(lab.delegateCalls(since: mark).joined(separator: ", then ")). isEditing is \(lab.form.isEditing): SwiftUI reset the binding."
    )
  }

  private static func dirtyForm(_ story: Narration, title: String, explanation: String)
    -> GuardianLab
  {
    story.run(title, explanation)
    let lab = GuardianLab(arrangement: .guardInsideNavigation)
    story.perform { try lab.openForm() }
    let mark = lab.device.trace.mark
    story.perform { try lab.typeFirstName("Ada") }
    story.step(
      "Open the form and type \"Ada\" as the first name", on: lab.device, since: mark,
      probe: probe(lab))
    story.finding("hasUnsavedChanges is \(lab.form.hasUnsavedChanges): the guard will refuse.")
    return lab
  }

  private static func refuse(_ lab: GuardianLab, _ story: Narration) {
    var mark = lab.device.trace.mark
    var moved: CGFloat = 0
    story.perform { moved = try lab.swipeDown(by: 700) }
    story.step(
      "Swipe the sheet down 700 points and let go",
      "The main queue has not run yet: what UIKit dispatches after the release is still waiting.",
      on: lab.device, since: mark, probe: probe(lab))
    story.finding(
      "the sheet moved only \(Int(moved)) points for a 700-point pull: it rubber-banded. dismissalAttempted is still \(lab.form.dismissalAttempted)."
    )
    mark = lab.device.trace.mark
    lab.settle()
    story.step("Let the main queue run", on: lab.device, since: mark, probe: probe(lab))
    story.finding(
      "presentationControllerDidAttemptToDismiss arrived after the release, on the main queue (FIDELITY 4.4); dismissalAttempted is \(lab.form.dismissalAttempted) and the alert \"\(lab.alertTitle ?? "none")\" is up."
    )
  }

  private static func dirtyFormDeleteChanges(_ story: Narration) {
    let lab = dirtyForm(
      story, title: "A dirty form refuses the swipe; \"Delete Changes\" lets it go",
      explanation:
        "Same arrangement. A typed name makes the form dirty; the guard refuses the swipe and raises the \"Unsaved Changes\" alert."
    )
    refuse(lab, story)
    let mark = lab.device.trace.mark
    story.perform { try lab.tapAlertButton("Delete Changes") }
    story.step(
      "Tap \"Delete Changes\"",
      "The button clears the form and dismisses through presentationMode: a programmatic dismissal.",
      on: lab.device, since: mark, probe: probe(lab))
    let calls = lab.delegateCalls(since: mark)
    story.finding(
      "the form is clean (hasUnsavedChanges \(lab.form.hasUnsavedChanges)), the sheet is gone (shown: \(lab.isSheetShown)), and the delegate heard \(calls.isEmpty ? "nothing" : calls.joined(separator: ", ")): UIKit sends no adaptive-delegate calls for a programmatic dismissal (FIDELITY 3.10)."
    )
  }

  private static func dirtyFormContinueEditing(_ story: Narration) {
    let lab = dirtyForm(
      story, title: "A dirty form refuses the swipe; \"Continue Editing\" keeps it",
      explanation: "Same again, answering the alert the other way.")
    let mark = lab.device.trace.mark
    story.perform { _ = try lab.swipeDown(by: 700) }
    lab.settle()
    story.perform { try lab.tapAlertButton("Continue Editing") }
    story.step(
      "Swipe down 700 points, let the queue run, tap \"Continue Editing\"", on: lab.device,
      since: mark, probe: probe(lab))
    story.finding(
      "the sheet is still shown (\(lab.isSheetShown)) with \"\(lab.form.firstName)\" in it, and the alert is gone (\(lab.alertTitle ?? "no alert"))."
    )
  }

  private static func saveButton(_ story: Narration) {
    let lab = dirtyForm(
      story, title: "\"Save\" dismisses a dirty form without any delegate call",
      explanation: "The bar button saves and dismisses through presentationMode.")
    let mark = lab.device.trace.mark
    story.perform { try lab.tapSave() }
    story.step("Tap \"Save\"", on: lab.device, since: mark, probe: probe(lab))
    let calls = lab.delegateCalls(since: mark)
    story.finding(
      "saved \(lab.form.saved), the sheet is gone (shown: \(lab.isSheetShown)), and the delegate heard \(calls.isEmpty ? "nothing" : calls.joined(separator: ", ")) (FIDELITY 3.10)."
    )
  }

  private static func compare(_ arrangement: GuardianArrangement, _ story: Narration) {
    let title: String
    let explanation: String
    switch arrangement {
    case .guardInsideNavigation:
      title = "Arrangement: the guard inside the navigation view"
      explanation =
        "\(arrangement). The hosting controller nearest to the button is the guard itself."
    case .navigationInsideGuard:
      title = "Arrangement: the navigation view inside the guard"
      explanation =
        "\(arrangement). The navigation view hosts its screen in a DestinationHostingController of its own, which is now the hosting controller nearest to the button (FIDELITY 7.3)."
    case .guardAddedNextToSheet:
      title = "The fix: a guard next to .sheet, inside the navigation view"
      explanation =
        "\(arrangement). The outer guard may stay; what matters is that the hosting controller nearest to .sheet is a guard."
    }
    story.run(title, explanation)
    let lab = GuardianLab(arrangement: arrangement)
    openForm(
      lab, story,
      "Follow the chain up from the button: the first hosting controller on it receives present."
    )
    story.finding(
      "present went to \(lab.presentReceiver ?? "nobody"); the guard's override saw \(lab.form.presentsSeen.isEmpty ? "nothing" : lab.form.presentsSeen.joined(separator: ", ")); the sheet's delegate is \(lab.sheetDelegateClass)."
    )
    story.perform { try lab.typeFirstName("Ada") }
    let mark = lab.device.trace.mark
    story.perform { _ = try lab.swipeDown(by: 700) }
    lab.settle()
    story.step(
      "Type \"Ada\", swipe down 700 points and let go", on: lab.device, since: mark,
      probe: probe(lab))
    story.finding(
      lab.isSheetShown
        ? "the swipe was refused; \"\(lab.form.firstName)\" is safe and the alert \"\(lab.alertTitle ?? "none")\" asks what to do."
        : "the sheet is gone: only SwiftUI's own delegate was asked, and it allowed the swipe. The dirty form was lost to it (\"\(lab.form.firstName)\" is still in the model, but the user never saw the alert)."
    )
  }
}
