import Foundation
import ResponderLabLearn
import SimUIKit
import Testing

// Wrong answers learners give to the tablet and popover exercises, each fed to its check.

/// A photo controller of ActionSheetOnTablet that anchors the popover to its whole view.
@MainActor private final class WholeViewAnchor: UIViewController {
  let shareButton = UIButton(frame: CGRect(x: 16, y: 120, width: 120, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    shareButton.addAction(for: .touchUpInside) { [unowned self] in
      let options = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      options.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      options.popoverPresentationController?.sourceView = self.view
      self.present(options, animated: true)
    }
    view.addSubview(shareButton)
  }
}

/// A delegate that answers `.none` to the old question only.
@MainActor private final class OldQuestionKeeper: UIPopoverPresentationControllerDelegate {
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    .none
  }
}

/// A delegate that answers `.none` for every trait collection.
@MainActor private final class AlwaysKeeper: UIPopoverPresentationControllerDelegate {
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    .none
  }
}

/// A canvas of PopoverOnPhone whose picker gets `delegate` from `makeDelegate`, kept or not.
@MainActor private final class Canvas: UIViewController {
  let colorButton = UIButton(frame: CGRect(x: 16, y: 120, width: 120, height: 44))
  let makeDelegate: () -> any UIPopoverPresentationControllerDelegate
  let keeps: Bool
  private var kept: (any UIPopoverPresentationControllerDelegate)?

  init(keeps: Bool, makeDelegate: @escaping () -> any UIPopoverPresentationControllerDelegate) {
    self.keeps = keeps
    self.makeDelegate = makeDelegate
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    colorButton.addAction(for: .touchUpInside) { [unowned self] in
      let picker = UIViewController()
      picker.modalPresentationStyle = .popover
      picker.popoverPresentationController?.sourceView = self.colorButton
      if self.keeps {
        let delegate = self.makeDelegate()
        self.kept = delegate
        picker.popoverPresentationController?.delegate = delegate
      } else {
        // As in `delegate = KeepPopover()`: nothing holds the new delegate after this line.
        picker.popoverPresentationController?.delegate = self.makeDelegate()
      }
      self.present(picker, animated: true)
    }
    view.addSubview(colorButton)
  }
}

@Suite("Recognised mistakes in the tablet and popover exercises")
@MainActor
struct PopoverMistakeTests {
  @Test("ActionSheetOnTablet: a popover anchored to the whole view is recognised (FIDELITY 12.16)")
  func anchoredToWholeView() {
    let verdict = ActionSheetOnTabletCheck.check(make: WholeViewAnchor.init, button: \.shareButton)
    #expect(
      verdict.firstFailure?.title
        == "On the tablet, the options are a popover pointing at the button")
    #expect(verdict.mistake?.id == "anchoredToWholeView")
  }

  @Test(
    "PopoverOnPhone: only the old question loses on a large phone in landscape (FIDELITY 12.13)")
  func onlyTheOldQuestion() {
    let verdict = PopoverOnPhoneCheck.check(
      make: { Canvas(keeps: true, makeDelegate: OldQuestionKeeper.init) }, button: \.colorButton)
    #expect(
      verdict.firstFailure?.title == "On a large phone in landscape, the picker stays a popover")
    #expect(verdict.mistake?.id == "onlyTheOldQuestion")
  }

  @Test("PopoverOnPhone: a delegate nobody keeps is gone before the popover adapts (FIDELITY 2.6)")
  func delegateNobodyKeeps() throws {
    let verdict = PopoverOnPhoneCheck.check(
      make: { Canvas(keeps: false, makeDelegate: AlwaysKeeper.init) }, button: \.colorButton)
    #expect(verdict.firstFailure?.title == "On the phone, the picker stays a popover")
    let explanation = try #require(verdict.firstFailure?.explanation)
    #expect(explanation.contains("weak"))
    let kept = PopoverOnPhoneCheck.check(
      make: { Canvas(keeps: true, makeDelegate: AlwaysKeeper.init) }, button: \.colorButton)
    #expect(kept.passed, "\(kept.firstFailure?.explanation ?? "")")
  }

}
