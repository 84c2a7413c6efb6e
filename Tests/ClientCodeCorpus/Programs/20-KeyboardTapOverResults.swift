import SimUIKit

// A search screen whose tap recognizer hides the keyboard on a tap anywhere, over a table of
// results. The recognizer's cancelsTouchesInView is turned off, as the common answers advise, so a
// tap on a result still selects it.

final class SearchResultsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let searchField = UITextField(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
  let resultsTable = UITableView(frame: CGRect(x: 0, y: 160, width: 390, height: 600))
  let keyboardTap = UITapGestureRecognizer()
  let results = (1...30).map { "Result \($0)" }
  private(set) var openedResults: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(searchField)
    resultsTable.register(UITableViewCell.self, forCellReuseIdentifier: "Result")
    resultsTable.dataSource = self
    resultsTable.delegate = self
    view.addSubview(resultsTable)
    keyboardTap.addTarget(self, action: "hideKeyboard")
    keyboardTap.cancelsTouchesInView = false
    view.addGestureRecognizer(keyboardTap)
  }

  func hideKeyboard() {
    _ = searchField.resignFirstResponder()
  }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("hideKeyboard", SearchResultsViewController.hideKeyboard)]
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    results.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Result", for: indexPath)
    cell.textLabel?.text = results[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    openedResults.append(results[indexPath.row])
  }
}
