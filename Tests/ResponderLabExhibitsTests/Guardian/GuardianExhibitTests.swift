import ResponderLabExhibits
import ResponderLabTesting
import SimSwiftUI
import Testing

@Suite("Guardian exhibit (article 000)") @MainActor
struct GuardianExhibitTests {
  private func openDirtyForm() throws -> GuardianLab {
    let lab = GuardianLab(arrangement: .guardInsideNavigation)
    try lab.openForm()
    try lab.typeFirstName("Ada")
    return lab
  }

  @Test(
    "Guardian: a clean form is swiped away; the guard hears should, will, did and isPresented resets (article 000, FIDELITY 4.2, 5.4)"
  )
  func cleanFormIsSwipedAway() throws {
    let lab = GuardianLab(arrangement: .guardInsideNavigation)
    try lab.openForm()
    #expect(lab.form.isEditing)
    let mark = lab.device.trace.mark
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(!lab.isSheetShown)
    #expect(lab.form.delegateCalls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(
      lab.delegateCalls(since: mark) == [
        "presentationControllerShouldDismiss → true", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss",
      ])
    #expect(!lab.form.isEditing)
  }

  @Test(
    "Guardian: a dirty form's swipe is refused and the sheet rubber-bands (article 000, FIDELITY 4.4)"
  )
  func dirtySwipeIsRefused() throws {
    let lab = try openDirtyForm()
    #expect(lab.form.hasUnsavedChanges)
    let mark = lab.device.trace.mark
    let moved = try lab.swipeDown(by: 700)
    lab.settle()
    #expect(moved > 0 && moved < 700)
    #expect(lab.isSheetShown)
    #expect(lab.form.isEditing)
    #expect(lab.delegateCalls(since: mark).first == "presentationControllerShouldDismiss → false")
    #expect(!lab.delegateCalls(since: mark).contains("presentationControllerWillDismiss"))
    lab.device.expectTrace(
      containsInOrder: ["_UIPageSheetPresentationController#1 dismissal refused: rubber-banding"],
      since: mark)
  }

  @Test(
    "Guardian: the attempt flag flips only after the release, on the main queue (article 000, FIDELITY 4.4)"
  )
  func attemptFlagFlipsAsynchronously() throws {
    let lab = try openDirtyForm()
    try lab.swipeDown(by: 700)
    #expect(!lab.form.dismissalAttempted)
    #expect(lab.alertTitle == nil)
    lab.settle()
    #expect(lab.form.dismissalAttempted)
    #expect(lab.form.delegateCalls == ["shouldDismiss", "didAttemptToDismiss"])
  }

  @Test("Guardian: after a refused swipe the \"Unsaved Changes\" alert appears (article 000)")
  func unsavedChangesAlertAppears() throws {
    let lab = try openDirtyForm()
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.alertTitle == "Unsaved Changes")
    #expect(lab.device.visibleAlertActionTitles == ["Delete Changes", "Continue Editing"])
  }

  @Test(
    "Guardian: \"Delete Changes\" resets the form and dismisses with no adaptive-delegate call (article 000, FIDELITY 3.10)"
  )
  func deleteChangesDismissesProgrammatically() throws {
    let lab = try openDirtyForm()
    try lab.swipeDown(by: 700)
    lab.settle()
    let mark = lab.device.trace.mark
    try lab.tapAlertButton("Delete Changes")
    #expect(lab.form.firstName == "")
    #expect(!lab.form.hasUnsavedChanges)
    #expect(!lab.isSheetShown)
    #expect(!lab.form.isEditing)
    #expect(lab.delegateCalls(since: mark).isEmpty)
    #expect(lab.form.saved.isEmpty)
  }

  @Test("Guardian: \"Continue Editing\" keeps the sheet and what was typed (article 000)")
  func continueEditingKeepsTheSheet() throws {
    let lab = try openDirtyForm()
    try lab.swipeDown(by: 700)
    lab.settle()
    try lab.tapAlertButton("Continue Editing")
    #expect(lab.isSheetShown)
    #expect(lab.alertTitle == nil)
    #expect(lab.form.firstName == "Ada")
    #expect(lab.form.hasUnsavedChanges)
    #expect(!lab.form.dismissalAttempted)
  }

  @Test("Guardian: \"Save\" dismisses with no adaptive-delegate call (article 000, FIDELITY 3.10)")
  func saveDismissesProgrammatically() throws {
    let lab = try openDirtyForm()
    let mark = lab.device.trace.mark
    try lab.tapSave()
    #expect(lab.form.saved == ["Ada"])
    #expect(!lab.isSheetShown)
    #expect(!lab.form.isEditing)
    #expect(lab.delegateCalls(since: mark).isEmpty)
    #expect(lab.form.delegateCalls.isEmpty)
  }

  /// What each arrangement of guard and navigation view leads to.
  struct ArrangementOutcome: Sendable, CustomTestStringConvertible {
    let arrangement: GuardianArrangement
    let receiverPrefix: String
    let guardSeesPresent: Bool
    let dirtyFormSurvivesSwipe: Bool

    var testDescription: String { arrangement.rawValue }
  }

  nonisolated static let outcomes: [ArrangementOutcome] = [
    .init(
      arrangement: .guardInsideNavigation, receiverPrefix: "GuardianHostingController<AnyView>",
      guardSeesPresent: true, dirtyFormSurvivesSwipe: true),
    .init(
      arrangement: .navigationInsideGuard, receiverPrefix: "DestinationHostingController<AnyView>",
      guardSeesPresent: false, dirtyFormSurvivesSwipe: false),
    .init(
      arrangement: .guardAddedNextToSheet, receiverPrefix: "GuardianHostingController<AnyView>",
      guardSeesPresent: true, dirtyFormSurvivesSwipe: true),
  ]

  @Test(
    "Guardian: inside a NavigationView the guard sees present; around one it never does, installs no delegate and loses a dirty form to a swipe; a guard next to .sheet fixes it (article 000, FIDELITY 7.2, 7.4)",
    arguments: outcomes)
  func arrangements(outcome: ArrangementOutcome) throws {
    let lab = GuardianLab(arrangement: outcome.arrangement)
    try lab.openForm()
    #expect(lab.presentReceiver?.hasPrefix(outcome.receiverPrefix) == true)
    #expect(
      lab.form.presentsSeen
        == (outcome.guardSeesPresent ? ["PresentationHostingController<AnyView>"] : []))
    #expect(lab.sheetIsGuarded == outcome.guardSeesPresent)
    if !outcome.guardSeesPresent { #expect(lab.sheetDelegateClass == "SheetPresentationDelegate") }
    try lab.typeFirstName("Ada")
    try lab.swipeDown(by: 700)
    lab.settle()
    #expect(lab.isSheetShown == outcome.dirtyFormSurvivesSwipe)
    #expect((lab.alertTitle == "Unsaved Changes") == outcome.dirtyFormSurvivesSwipe)
    #expect(lab.form.delegateCalls.isEmpty == !outcome.guardSeesPresent)
  }

  @Test(
    "Guardian: present goes to the first hosting controller up the button's responder chain, in every arrangement (article 000, FIDELITY 7.2, 1.4)",
    arguments: GuardianArrangement.allCases)
  func receiverIsNearestHostingController(arrangement: GuardianArrangement) throws {
    let lab = GuardianLab(arrangement: arrangement)
    try lab.openForm()
    let nearest = try #require(lab.nearestHostingControllerToButton)
    #expect(lab.presentReceiver == nearest.objectName.description)
    // UIKit forwards the request to the root, which really presents (FIDELITY 3.2, 7.4).
    #expect(lab.device.window.rootViewController?.presentedViewController != nil)
  }

  @Test("Guardian: the narration names the controller that received present in each arrangement")
  func narrationNamesReceivers() {
    // Findings wrap at 100 columns; compare with the wrapping undone.
    let text = Exhibit.guardian.narrate().split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    #expect(text.contains("present went to GuardianHostingController<AnyView>#1"))
    #expect(text.contains("present went to DestinationHostingController<AnyView>#1"))
    #expect(text.contains("The dirty form was lost to it"))
  }
}
