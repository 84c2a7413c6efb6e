// Exercise 26 — reference solution.

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
    // Nil on a phone, where the action sheet needs no anchor; the popover on a tablet.
    if let popover = options.popoverPresentationController {
      popover.sourceView = shareButton
    }
    present(options, animated: true)
  }
}
