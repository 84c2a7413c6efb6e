// Exercise 26 — An action sheet that crashes on a tablet
//
// PhotoViewController has a Share button. Tapping it offers an action sheet: Save to Files,
// Delete, Cancel. On an iPhone the sheet slides up from the bottom; on an iPad the same code
// raises an exception, and the app terminates.
//
// Fix showOptions() so that the options work on both: on a tablet the action sheet is a popover,
// and it must point at the Share button.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-26)
// Hint:   swift run responder-lab learn hint 26

import SimUIKit

final class PhotoViewController: UIViewController {
  let shareButton = UIButton(frame: CGRect(x: 16, y: 120, width: 120, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    shareButton.setTitle("Share", for: .normal)
    shareButton.addAction(for: .touchUpInside) { [unowned self] in self.showOptions() }
    view.addSubview(shareButton)
  }

  func showOptions() {
    let options = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    options.addAction(UIAlertAction(title: "Save to Files", style: .default))
    options.addAction(UIAlertAction(title: "Delete", style: .destructive))
    options.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    // TODO: on a tablet this action sheet is a popover. What does it point at?
    present(options, animated: true)
  }
}
