// Exercise 29 — A button in a table cell that should not select the row
//
// PeopleViewController lists 40 people. Tapping a row opens that person (didSelectRowAt). Each row
// also has a star at its right end, to make the person a favourite: an image view with a tap
// recognizer. But tapping the star opens the person, and the star never changes.
//
// Make a tap on a row's star toggle that person's favourite without opening the row, also in rows
// reused after scrolling; a tap elsewhere in the row must still open the person. Keep the star
// where it is drawn: the check taps there.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-29)
// Hint:   swift run responder-lab learn hint 29

import SimUIKit

final class PersonCell: UITableViewCell {
  let nameLabel = UILabel()
  let star = UIImageView(image: UIImage(systemName: "star"))
  /// What a tap on the star does; set again for each row the cell shows.
  var onStar: () -> Void = {}

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
    contentView.addSubview(star)
    // TODO: tapping the star opens the row instead. What does the image view do with touches?
    star.addGestureRecognizer(UITapGestureRecognizer(target: self, action: "starTapped"))
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    nameLabel.frame = CGRect(x: 16, y: 0, width: 240, height: bounds.height)
    star.frame = CGRect(x: bounds.width - 56, y: 2, width: 40, height: 40)
  }

  func starTapped() { onStar() }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("starTapped", PersonCell.starTapped)]
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
