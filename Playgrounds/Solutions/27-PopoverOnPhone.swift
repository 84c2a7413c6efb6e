// Exercise 27 — reference solution.

import SimUIKit

final class SwatchPickerViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    preferredContentSize = CGSize(width: 240, height: 160)
  }
}

final class CanvasViewController: UIViewController, UIPopoverPresentationControllerDelegate {
  let colorButton = UIButton(frame: CGRect(x: 16, y: 120, width: 120, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    colorButton.setTitle("Color", for: .normal)
    colorButton.addAction(for: .touchUpInside) { [unowned self] in self.showPicker() }
    view.addSubview(colorButton)
  }

  func showPicker() {
    let picker = SwatchPickerViewController()
    picker.modalPresentationStyle = .popover
    picker.popoverPresentationController?.sourceView = colorButton
    // The delegate is weak: the canvas, which is on screen, keeps itself alive.
    picker.popoverPresentationController?.delegate = self
    present(picker, animated: true)
  }

  // The question with the traits is asked for every size class; the old one only in compact width.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    .none
  }
}
