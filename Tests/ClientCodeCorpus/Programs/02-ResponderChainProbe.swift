import SimUIKit

// The well-known answer to "how do I get a view's view controller?": walk `next` from the view until
// a controller turns up. It finds the controller whose view tree the view is in, and nothing for a
// view that no controller owns yet.

extension UIView {
  var owningViewController: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

final class ProfileHeaderView: UIView {
  let nameLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(nameLabel)
  }

  required init?(coder: NSCoder) {
    return nil
  }
}

final class ProfileViewController: UIViewController {
  let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(header)
  }
}
