// Exercise 27 — A popover that stays a popover on a phone
//
// CanvasViewController shows a small swatch picker as a popover from its Color button. On an iPad
// it is a popover; on an iPhone UIKit adapts it to a sheet that covers most of the screen.
//
// Make the picker stay a popover on a phone, in portrait and on a large phone in landscape: the
// popover's presentation controller asks its delegate which style to adapt to.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-27)
// Hint:   swift run responder-lab learn hint 27

import SimUIKit

final class SwatchPickerViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    preferredContentSize = CGSize(width: 240, height: 160)
  }
}

final class CanvasViewController: UIViewController {
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
    // TODO: on a phone the popover adapts to a sheet. Who can tell UIKit not to?
    present(picker, animated: true)
  }
}
