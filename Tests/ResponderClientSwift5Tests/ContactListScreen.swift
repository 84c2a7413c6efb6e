import SimUIKit

/// A contact list as UIKit apps write it: a table controller with a reusable cell holding a name
/// label and a Call button, and a tap recognizer on the controller's view that ends editing (the
/// common way to dismiss the keyboard).
final class ContactListViewController: UITableViewController {
  var names = (1...30).map { "Contact \($0)" }
  private(set) var selectedRows: [Int] = []
  private(set) var calls: [String] = []
  private(set) var backgroundTaps = 0
  private(set) var distinctCells: Set<ObjectIdentifier> = []
  private(set) var superviewsInCellForRow: [UIView?] = []
  let endEditingTap = UITapGestureRecognizer()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ContactCell.self, forCellReuseIdentifier: "Contact")
    endEditingTap.addTarget(self, action: "backgroundTapped:")
    view.addGestureRecognizer(endEditingTap)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    superviewsInCellForRow.append(cell.superview)
    distinctCells.insert(ObjectIdentifier(cell))
    (cell as? ContactCell)?.nameLabel.text = names[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectedRows.append(indexPath.row)
  }

  func backgroundTapped(_ recognizer: UITapGestureRecognizer) {
    backgroundTaps += 1
  }

  /// The Call button's nil-targeted action, found up the chain from the button:
  /// button → content view → cell → table → this controller.
  func callContact(_ sender: UIButton) {
    var view: UIView? = sender
    while let current = view, !(current is UITableViewCell) { view = current.superview }
    guard let cell = view as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else {
      return
    }
    calls.append(names[indexPath.row])
  }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [
      ActionMethod("backgroundTapped:", ContactListViewController.backgroundTapped),
      ActionMethod("callContact:", ContactListViewController.callContact),
    ]
  }
}

/// A contact row: a name label and a Call button in the content view.
final class ContactCell: UITableViewCell {
  let nameLabel = UILabel()
  let callButton = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    callButton.setTitle("Call", for: .normal)
    callButton.addTarget(nil, action: "callContact:", for: .touchUpInside)
    contentView.addSubview(nameLabel)
    contentView.addSubview(callButton)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    nameLabel.frame = CGRect(x: 16, y: 0, width: 200, height: bounds.height)
    callButton.frame = CGRect(x: bounds.width - 96, y: 7, width: 80, height: 30)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
  }
}
