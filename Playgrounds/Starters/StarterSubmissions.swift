public import ResponderLabLearn
import SimUIKit

/// Every pristine starter, checked as a learner finds it: each check should fail.
public enum StarterSubmissions {
  /// The verdict of exercise `number`'s check on its starter, or nil for no such exercise.
  public static func verdict(for number: Int) -> Verdict? {
    switch number {
    case 1:
      NextToControllerCheck.check(owningController: owningController(of:))
    case 2:
      PredictNavigationChainCheck.check(prediction: predictedNavigationChain)
    case 3:
      AddChildControllerCheck.check(embed: embed(_:in:into:))
    case 4:
      WhoPresentsCheck.check(showDetailsOverTab: showDetailsOverTab(_:from:tab:))
    case 5:
      RefuseSwipeCheck.check(
        makeGuard: DraftGuard.init, setUnsaved: { $0.hasUnsavedChanges = $1 },
        install: installDraftGuard(_:on:))
    case 6:
      AttemptCallbackCheck.check(make: LeaveConfirmation.init, count: \.confirmationsShown)
    case 7:
      StackedSheetsCheck.check(
        showSecondSheet: showSecondSheet(_:root:first:),
        closeTopSheet: closeTopSheet(first:second:),
        closeBothSheets: closeBothSheets(root:first:second:))
    case 8:
      GuardInsideNavigationCheck.check(makeRoot: { GuardedDrafts(log: $0) })
    case 9:
      ProbeTooEarlyCheck.check(makeProbe: { SheetDelegateProbe(delegate: $0) })
    case 10:
      DelegateNobodyRetainsCheck.check(
        makeEditor: EditorViewController.init, install: { $0.installLock() })
    case 11:
      ReplaceSwiftUIDelegateCheck.check(
        makeGuard: ForwardingGuard.init(replacing:), setBlocks: { $0.blocks = $1 })
    case 12:
      DetentsAndGuardCheck.check(
        makeGuard: DetentGuard.init, setUnsaved: { $0.hasUnsavedChanges = $1 },
        detentChanges: \.detentChanges, configure: configureEditorSheet(_:detentGuard:))
    case 13:
      OverlayAtRightLevelCheck.check(screen: InboxScreen())
    case 14:
      ReadADumpCheck.check(answers: dumpAnswers)
    case 15:
      LockAndConfirmCheck.check(
        makeEditor: EditViewController.init, setChanges: { $0.hasChanges = $1 },
        present: presentEditor(_:from:))
    default: nil
    }
  }
}
