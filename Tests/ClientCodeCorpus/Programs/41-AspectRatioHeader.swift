import SimUIKit

// An article screen whose header image keeps a 16:9 ratio from its width (the height anchor equal
// to the width anchor times 9/16, as the aspect-ratio answers write it), a title under it at the
// margins, and a Share button beside the title, centred on it. The title hugs its text, so the
// button keeps its own width.

final class ArticleViewController: UIViewController {
  let header = UIImageView(image: UIImage(systemName: "photo"))
  let titleLabel = UILabel()
  let shareButton = UIButton(type: .system)
  private(set) var shares = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Rivers of Europe"
    shareButton.setTitle("Share", for: .normal)
    shareButton.addTarget(self, action: "share", for: .touchUpInside)
    for subview in [header, titleLabel, shareButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safeArea = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: safeArea.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalTo: header.widthAnchor, multiplier: 9.0 / 16.0),

      titleLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),

      shareButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
      shareButton.leadingAnchor.constraint(
        greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
      shareButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
  }

  func share() {
    shares += 1
  }

  // NB: where UIKit finds `@objc func share()` by its selector, the simulator reads this list.
  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("share", ArticleViewController.share)]
  }
}
