import SimUIKit

// A list of filters in a sheet with medium and large detents: dragging the list up at the medium
// detent grows the sheet first, unless the app turns that off with
// prefersScrollingExpandsWhenScrolledToEdge.

final class FilterListViewController: UITableViewController {
  let filters = (1...40).map { "Filter \($0)" }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Filter")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    filters.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Filter", for: indexPath)
    cell.textLabel?.text = filters[indexPath.row]
    return cell
  }
}

final class StoreMapViewController: UIViewController {
  private(set) var filterList: FilterListViewController?

  func showFilters(expandingWhenScrolled: Bool) {
    let list = FilterListViewController()
    if let sheet = list.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.prefersScrollingExpandsWhenScrolledToEdge = expandingWhenScrolled
    }
    filterList = list
    present(list, animated: true)
  }
}
