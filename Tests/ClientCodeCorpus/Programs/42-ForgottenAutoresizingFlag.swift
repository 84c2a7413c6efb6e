import SimUIKit

// The most asked-about console message of Auto Layout: a badge label constrained in code whose
// `translatesAutoresizingMaskIntoConstraints` was left on, so the constraints UIKit makes from its
// autoresizing mask (pinning its zero frame) fight the app's own. The fixed screen turns the flag
// off before adding the constraints.

final class InboxBadgeViewController: UIViewController {
  let badge = UILabel()
  let fixesTheFlag: Bool

  init(fixesTheFlag: Bool) {
    self.fixesTheFlag = fixesTheFlag
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    badge.text = "12"
    if fixesTheFlag { badge.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
  }
}
