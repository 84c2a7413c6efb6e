import Foundation
import ResponderLabLearn
import SimUIKit
import Testing

// Wrong answers learners give to the UIKit exercises, each fed to its check. The verdict must name
// what the code did, and the recognised mistake's hint must come with it.

@MainActor private func climbSuperview(of view: UIView) -> UIViewController? {
  var top = view
  while let superview = top.superview { top = superview }
  return top.next as? UIViewController
}

@MainActor private func lastController(of view: UIView) -> UIViewController? {
  var responder: UIResponder? = view.next
  var last: UIViewController?
  while let current = responder {
    if let controller = current as? UIViewController { last = controller }
    responder = current.next
  }
  return last
}

@MainActor private final class CountsWhenAsked: UIAdaptivePresentationControllerDelegate {
  var count = 0
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    count += 1
    return false
  }
}

@MainActor private final class Lock: UIAdaptivePresentationControllerDelegate {
  weak var editor: UIViewController?
  var strongEditor: UIViewController?
  static var kept: [Lock] = []
  /// The locks made in a deliberate cycle with their editor, so that the test can break it after
  /// the check has seen it.
  static var inCycles: [Lock] = []
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    false
  }
}

/// How an editor of DelegateNobodyRetains keeps its lock.
private enum Keeping { case nobody, cycle, globalArray }

@MainActor private final class Editor: UIViewController {
  var keeping = Keeping.nobody
  private var lock: Lock?

  func installLock() {
    let made = Lock()
    switch keeping {
    case .nobody: break
    case .cycle:
      made.strongEditor = self
      lock = made
      Lock.inCycles.append(made)
    case .globalArray: Lock.kept.append(made)
    }
    presentationController?.delegate = made
  }
}

@MainActor private final class DidDismissOnly: UIAdaptivePresentationControllerDelegate {
  var blocks = false
  let original: (any UIAdaptivePresentationControllerDelegate)?
  init(replacing original: (any UIAdaptivePresentationControllerDelegate)?) {
    self.original = original
  }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !blocks
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    original?.presentationControllerDidDismiss(presentationController)
  }
}

@MainActor private final class ForwardsAllStrongly: UIAdaptivePresentationControllerDelegate {
  var blocks = false
  let original: (any UIAdaptivePresentationControllerDelegate)?
  init(replacing original: (any UIAdaptivePresentationControllerDelegate)?) {
    self.original = original
  }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    !blocks && (original?.presentationControllerShouldDismiss(presentationController) ?? true)
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    original?.presentationControllerWillDismiss(presentationController)
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    original?.presentationControllerDidDismiss(presentationController)
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    original?.presentationControllerDidAttemptToDismiss(presentationController)
  }
}

@MainActor private final class SheetGuard: UISheetPresentationControllerDelegate {
  var unsaved = false
  var changes = 0
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes += 1
  }
}

/// Locks the sheet by setting the flag on the sheet's presenter, read too early.
@MainActor private func configureReadingPresenter(
  _ sheet: UISheetPresentationController, detentGuard: SheetGuard
) {
  sheet.detents = [.medium(), .large()]
  sheet.selectedDetentIdentifier = .large
  sheet.delegate = detentGuard
  sheet.presentingViewController.isModalInPresentation = true
}

/// LockAndConfirm's editor with one of two mistakes.
@MainActor private final class Editor15: UIViewController, UIAdaptivePresentationControllerDelegate
{
  var locksPresenter = false
  var castsInHandler = false
  var hasChanges = false {
    didSet {
      if locksPresenter {
        presentingViewController?.isModalInPresentation = hasChanges
      } else {
        isModalInPresentation = hasChanges
      }
    }
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    let confirmation = UIAlertController(
      title: nil, message: "You have unsaved changes.", preferredStyle: .actionSheet)
    confirmation.addAction(
      UIAlertAction(title: "Discard Changes", style: .destructive) { _ in
        self.hasChanges = false
        if self.castsInHandler {
          (self.presentingViewController as? UINavigationController)?.dismiss(animated: true)
        } else {
          self.dismiss(animated: true)
        }
      })
    confirmation.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    present(confirmation, animated: true)
  }
}

@MainActor private func present15(_ editor: Editor15, from presenter: UIViewController) {
  let navigation = UINavigationController(rootViewController: editor)
  navigation.presentationController?.delegate = editor
  presenter.present(navigation, animated: true)
}

@Suite("Verdicts and hints about what the learner did: the UIKit exercises")
@MainActor
struct UIKitMistakeTests {
  @Test(
    "NextToController: a walk that climbs superview to the top is told it never met a controller")
  func superviewClimb() throws {
    let verdict = NextToControllerCheck.check(owningController: climbSuperview(of:))
    let failure = try #require(verdict.firstFailure)
    #expect(verdict.mistake?.id == "climbsSuperviewOnly")
    let explanation = failure.explanation.split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    #expect(explanation.contains("the walk never met a controller"))
    #expect(!explanation.contains("fixed number of steps"))
  }

  @Test(
    "NextToController: a walk of fixed steps is told so; one that returns the last controller too")
  func fixedStepsAndLastController() {
    let fixed = NextToControllerCheck.check { $0.superview?.next as? UIViewController }
    #expect(fixed.mistake?.id == "fixedNumberOfSteps")
    #expect(fixed.firstFailure?.explanation.contains("takes a fixed number of") == true)
    let last = NextToControllerCheck.check(owningController: lastController(of:))
    #expect(last.mistake?.id == "keepsWalkingPastFirstController")
    #expect(last.mistake?.hint.contains("returned UINavigationController#1") == true)
  }

  @Test("AttemptCallback: counting in presentationControllerShouldDismiss is recognised")
  func countsInShouldDismiss() {
    let verdict = AttemptCallbackCheck.check(make: CountsWhenAsked.init, count: \.count)
    #expect(verdict.mistake?.id == "countsInShouldDismiss")
    #expect(verdict.firstFailure?.explanation.contains("Your delegate counts when") == true)
  }

  @Test(
    "DelegateNobodyRetains: a lock nobody keeps, a cycle and a global array each get their own verdict"
  )
  func lockOwnership() throws {
    func verdict(_ keeping: Keeping) -> Verdict {
      DelegateNobodyRetainsCheck.check(
        makeEditor: { () -> Editor in
          let editor = Editor()
          editor.keeping = keeping
          return editor
        }, install: { (editor: Editor) in editor.installLock() })
    }
    #expect(verdict(.nobody).mistake?.id == "delegateNobodyRetains")
    let cycle = verdict(.cycle)
    for lock in Lock.inCycles { lock.strongEditor = nil }
    Lock.inCycles.removeAll()
    #expect(cycle.mistake?.id == "lockAndEditorCycle")
    #expect(cycle.firstFailure?.explanation.contains("hold each other strongly") == true)
    let global = verdict(.globalArray)
    Lock.kept.removeAll()
    #expect(global.mistake?.id == "lockHeldOutsideEditor")
    let explanation = try #require(global.firstFailure?.explanation)
    #expect(explanation.contains("the editor was freed but the lock still"))
    #expect(!explanation.contains("hold each other"))
  }

  @Test(
    "ReplaceSwiftUIDelegate: a strong original that forwards only DidDismiss fails; so does a strong one"
  )
  func forwardingDuties() throws {
    let partial = ReplaceSwiftUIDelegateCheck.check(
      makeGuard: DidDismissOnly.init(replacing:), setBlocks: { $0.blocks = $1 })
    #expect(!partial.passed)
    #expect(partial.mistake?.id == "forwardsSomeCallbacks")
    let hint = try #require(partial.mistake?.hint)
    #expect(hint.contains("presentationControllerWillDismiss"))
    #expect(!hint.contains("presentationControllerDidDismiss,"))
    let strong = ReplaceSwiftUIDelegateCheck.check(
      makeGuard: ForwardsAllStrongly.init(replacing:), setBlocks: { $0.blocks = $1 })
    #expect(!strong.passed)
    #expect(strong.mistake?.id == "holdsOriginalStrongly")
  }

  @Test(
    "DetentsAndGuard: reading the sheet's presentingViewController while configuring fails with the fault"
  )
  func presenterReadTooEarly() throws {
    let verdict = DetentsAndGuardCheck.check(
      makeGuard: SheetGuard.init, setUnsaved: { $0.unsaved = $1 }, detentChanges: \.changes,
      configure: configureReadingPresenter(_:detentGuard:))
    #expect(!verdict.passed)
    #expect(verdict.mistake?.id == "readsPresenterBeforePresentation")
    #expect(
      verdict.firstFailure?.explanation.contains("was read before its presentation began") == true)
  }

  @Test(
    "LockAndConfirm: the flag on the presenter, and a handler whose cast fails, are each told apart"
  )
  func lockAndConfirmMistakes() throws {
    let onPresenter = LockAndConfirmCheck.check(
      makeEditor: {
        let editor = Editor15()
        editor.locksPresenter = true
        return editor
      }, setChanges: { $0.hasChanges = $1 }, present: present15(_:from:))
    #expect(onPresenter.mistake?.id == "modalOnPresenter")
    let casting = LockAndConfirmCheck.check(
      makeEditor: {
        let editor = Editor15()
        editor.castsInHandler = true
        return editor
      }, setChanges: { $0.hasChanges = $1 }, present: present15(_:from:))
    #expect(casting.mistake?.id == "noDismissReachedUIKit")
    let explanation = try #require(casting.firstFailure?.explanation)
    #expect(explanation.contains("made no dismiss call that reached UIKit"))
  }
}
