import SimUIKit

// A custom container after Apple's guide to container view controllers: add the child, put its
// view in a slot, then tell it that it moved; to remove it, the reverse.

final class LoggingChildViewController: UIViewController {
  private(set) var log: [String] = []

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("viewWillAppear")
  }
}

final class SplitPaneViewController: UIViewController {
  let contentSlot = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(contentSlot)
  }

  func embed(_ child: UIViewController) {
    addChild(child)
    child.view.frame = contentSlot.bounds
    contentSlot.addSubview(child.view)
    child.didMove(toParent: self)
  }

  func unembed(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }
}
