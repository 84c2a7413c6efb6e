public import ResponderLabLearn
import SimUIKit

/// Every reference solution: each check should pass.
public enum SolutionSubmissions {
  /// The verdict of exercise `number`'s check on its solution, or nil for no such exercise.
  public static func verdict(for number: Int) -> Verdict? {
    switch number {
    case 1:
      NextToControllerCheck.check(owningController: owningController(of:))
    case 2:
      PredictNavigationChainCheck.check(prediction: predictedNavigationChain)
    case 3:
      AddChildControllerCheck.check(embed: embed(_:in:into:))
    case 4:
      ChainMilestoneCheck.check(
        embed: embedSummary(_:in:into:), owningController: controllerOwning(_:))
    case 5:
      PredictWhoPresentsCheck.check(prediction: predictedPresenters)
    case 6:
      WhoPresentsCheck.check(showDetailsOverTab: showDetailsOverTab(_:from:tab:))
    case 7:
      RefuseSwipeCheck.check(
        makeGuard: DraftGuard.init, setUnsaved: { $0.hasUnsavedChanges = $1 },
        install: installDraftGuard(_:on:))
    case 8:
      PredictSwipeCallbacksCheck.check(
        refused: predictedWhenRefused, allowed: predictedWhenAllowed)
    case 9:
      AttemptCallbackCheck.check(make: LeaveConfirmation.init, count: \.confirmationsShown)
    case 10:
      StackedSheetsCheck.check(
        showSecondSheet: showSecondSheet(_:root:first:),
        closeTopSheet: closeTopSheet(first:second:),
        closeBothSheets: closeBothSheets(root:first:second:))
    case 11:
      ReadADumpCheck.check(answers: dumpAnswers)
    case 12:
      LockAndConfirmCheck.check(
        makeEditor: EditViewController.init, setChanges: { $0.hasChanges = $1 },
        present: presentEditor(_:from:))
    case 13:
      PredictSheetPresenterCheck.check(prediction: predictedSheetStory)
    case 14:
      GuardInsideNavigationCheck.check(makeRoot: { GuardedDrafts(log: $0) })
    case 15:
      PredictProbeWindowCheck.check(prediction: predictedInWindow)
    case 16:
      ProbeTooEarlyCheck.check(makeProbe: { SheetDelegateProbe(delegate: $0) })
    case 17:
      DelegateNobodyRetainsCheck.check(
        makeEditor: EditorViewController.init, install: { $0.installLock() })
    case 18:
      ReplaceSwiftUIDelegateCheck.check(
        makeGuard: ForwardingGuard.init(replacing:), setBlocks: { $0.blocks = $1 })
    case 19:
      DetentsAndGuardCheck.check(
        makeGuard: DetentGuard.init, setUnsaved: { $0.hasUnsavedChanges = $1 },
        detentChanges: \.detentChanges, configure: configureEditorSheet(_:detentGuard:))
    case 20:
      PredictDimmingTapCheck.check(prediction: predictedScreens)
    case 21:
      OverlayAtRightLevelCheck.check(screen: InboxScreen())
    case 22:
      ArticlesMilestoneCheck.check { GuardProbe(blocks: $0) }
    case 23:
      DisabledMenuItemCheck.check(
        make: NotesViewController.init, setSelection: { $0.hasSelection = $1 },
        duplicates: \.duplicateCount)
    case 24:
      PredictKeyCommandInSheetCheck.check(prediction: predictedSaveTargets)
    case 25:
      HalfSheetKeyboardCheck.check(
        make: ComposeViewController.init, configure: configureComposeSheet(_:),
        field: \.messageField)
    case 26:
      ActionSheetOnTabletCheck.check(make: PhotoViewController.init, button: \.shareButton)
    case 27:
      PopoverOnPhoneCheck.check(make: CanvasViewController.init, button: \.colorButton)
    case 28:
      SwallowedTapsCheck.check(
        make: SignUpViewController.init, field: \.nameField, checkbox: \.agreeBox,
        button: \.signUpButton)
    case 29:
      ButtonSelectsRowCheck.check(
        make: PeopleViewController.init, opened: \.opened, favourites: \.favourites)
    default: nil
    }
  }
}
