// Exercise 29 — reference solution.

import SimUIKit

final class PersonCell: UITableViewCell {
  let nameLabel = UILabel()
  // A button: a control in the content view takes the tap, and the row is not selected.
  let star = UIButton(type: .system)
  /// What a tap on the star does; set again for each row the cell shows.
  var onStar: () -> Void = {}

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
    contentView.addSubview(star)
    star.setTitle("☆", for: .normal)
    // Added once, when the cell is made; onStar is set again for each row the cell shows.
    star.addAction(for: .touchUpInside) { [unowned self] in self.onStar() }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    nameLabel.frame = CGRect(x: 16, y: 0, width: 240, height: bounds.height)
    star.frame = CGRect(x: bounds.width - 56, y: 2, width: 40, height: 40)
  }
}

final class PeopleViewController: UITableViewController {
  let people = (1...40).map { "Person \($0)" }
  /// The rows opened, in order.
  private(set) var opened: [Int] = []
  /// The rows starred.
  private(set) var favourites: Set<Int> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(PersonCell.self, forCellReuseIdentifier: "Person")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    people.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
    guard let person = cell as? PersonCell else { return cell }
    person.nameLabel.text = people[indexPath.row]
    person.onStar = { [unowned self] in self.toggleFavourite(indexPath.row) }
    return person
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(indexPath.row)
  }

  func toggleFavourite(_ row: Int) {
    if favourites.remove(row) == nil { favourites.insert(row) }
  }
}
