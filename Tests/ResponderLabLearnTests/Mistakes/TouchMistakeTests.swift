import Foundation
import ResponderLabLearn
import SimUIKit
import Testing

// Answers learners give to the touch exercises, wrong and right, each fed to its check.

/// A checkbox of SwallowedTaps: a tap that lifts inside it sends valueChanged.
@MainActor private final class Checkbox: UIControl {
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if isTouchInside { sendActions(for: .valueChanged) }
  }
}

/// How a sign-up form of SwallowedTaps treats its hide-keyboard recognizer.
private enum HideKeyboardVariant {
  /// No recognizer at all.
  case removed
  /// `delaysTouchesEnded = false`, which does not stop the cancel.
  case delaysTouchesEndedOff
  /// A delegate that refuses touches on controls (FIDELITY 14.7): a right answer.
  case delegateRefusesControls
}

/// A sign-up form of SwallowedTaps with its recognizer set up as `variant` says.
@MainActor private final class SignUpForm: UIViewController, UIGestureRecognizerDelegate {
  let field = UITextField(frame: CGRect(x: 16, y: 120, width: 300, height: 44))
  let box = Checkbox(frame: CGRect(x: 16, y: 190, width: 44, height: 44))
  let button = UIButton(frame: CGRect(x: 16, y: 260, width: 160, height: 44))
  private let variant: HideKeyboardVariant

  init(_ variant: HideKeyboardVariant) {
    self.variant = variant
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
    view.addSubview(box)
    view.addSubview(button)
    guard variant != .removed else { return }
    let tap = UITapGestureRecognizer(target: self, action: "hideKeyboard")
    if variant == .delaysTouchesEndedOff { tap.delaysTouchesEnded = false }
    if variant == .delegateRefusesControls { tap.delegate = self }
    view.addGestureRecognizer(tap)
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    !(touch.view is UIControl)
  }

  func hideKeyboard() { _ = field.resignFirstResponder() }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("hideKeyboard", SignUpForm.hideKeyboard)]
  }
}

/// How a row's star of ButtonSelectsRow is made.
private enum StarVariant {
  /// The image view takes touches, and its recognizer leaves them to the views.
  case recognizerLetsTouchesThrough
  /// The image view takes touches; its recognizer cancels them (a right answer).
  case imageViewTakesTouches
  /// A button whose action is added again at every dequeue.
  case actionAddedPerRow
}

/// A cell of ButtonSelectsRow with a star at its right end.
@MainActor private final class StarCell: UITableViewCell {
  let star = UIImageView(frame: .zero)
  let button = UIButton(type: .system)
  var onStar: () -> Void = {}

  func make(_ variant: StarVariant) {
    guard star.superview == nil, button.superview == nil else { return }
    switch variant {
    case .recognizerLetsTouchesThrough, .imageViewTakesTouches:
      star.isUserInteractionEnabled = true
      let tap = UITapGestureRecognizer(target: self, action: "starTapped")
      tap.cancelsTouchesInView = variant == .imageViewTakesTouches
      star.addGestureRecognizer(tap)
      contentView.addSubview(star)
    case .actionAddedPerRow:
      contentView.addSubview(button)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    star.frame = CGRect(x: bounds.width - 56, y: 2, width: 40, height: 40)
    button.frame = star.frame
  }

  func starTapped() { onStar() }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("starTapped", StarCell.starTapped)]
  }
}

/// A people list of ButtonSelectsRow whose stars are made as `variant` says.
@MainActor private final class PeopleList: UITableViewController {
  private let variant: StarVariant
  private(set) var opened: [Int] = []
  private(set) var favourites: Set<Int> = []

  init(_ variant: StarVariant) {
    self.variant = variant
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(StarCell.self, forCellReuseIdentifier: "Star")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    40
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Star", for: indexPath)
    guard let star = cell as? StarCell else { return cell }
    star.make(variant)
    let row = indexPath.row
    if variant == .actionAddedPerRow {
      star.button.addAction(for: .touchUpInside) { [unowned self] in self.toggle(row) }
    } else {
      star.onStar = { [unowned self] in self.toggle(row) }
    }
    return star
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(indexPath.row)
  }

  private func toggle(_ row: Int) {
    if favourites.remove(row) == nil { favourites.insert(row) }
  }
}

@Suite("Recognised mistakes in the touch exercises")
@MainActor
struct TouchMistakeTests {
  private func signUp(_ variant: HideKeyboardVariant) -> Verdict {
    SwallowedTapsCheck.check(
      make: { SignUpForm(variant) }, field: \.field, checkbox: \.box, button: \.button)
  }

  private func people(_ variant: StarVariant) -> Verdict {
    ButtonSelectsRowCheck.check(
      make: { PeopleList(variant) }, opened: \.opened, favourites: \.favourites)
  }

  @Test("SwallowedTaps: removing the recognizer loses the hidden keyboard (FIDELITY 14.10)")
  func recognizerRemoved() {
    let verdict = signUp(.removed)
    #expect(verdict.firstFailure?.title == "A tap on the background hides the keyboard")
    #expect(verdict.mistake?.id == "recognizerRemoved")
  }

  @Test("SwallowedTaps: delaysTouchesEnded = false still cancels the checkbox (FIDELITY 14.4)")
  func delaysTouchesEndedOff() throws {
    let verdict = signUp(.delaysTouchesEndedOff)
    #expect(verdict.firstFailure?.title == "A tap on the checkbox ticks it")
    #expect(verdict.mistake?.id == "delaysTouchesEndedOff")
    let explanation = try #require(verdict.firstFailure?.explanation)
    #expect(explanation.contains("touchesCancelled"))
  }

  @Test("SwallowedTaps: a delegate that refuses the control's touches passes (FIDELITY 14.7)")
  func delegateRefusesControls() {
    let verdict = signUp(.delegateRefusesControls)
    #expect(verdict.passed, "\(verdict.firstFailure?.explanation ?? "")")
  }

  @Test(
    "ButtonSelectsRow: a recognizer that lets touches through also opens the row (FIDELITY 14.4)")
  func recognizerLetsTouchesThrough() {
    let verdict = people(.recognizerLetsTouchesThrough)
    #expect(verdict.firstFailure?.title == "A tap on the star does not open the row")
    #expect(verdict.mistake?.id == "recognizerLetsTouchesThrough")
  }

  @Test(
    "ButtonSelectsRow: an image view that takes touches, cancelling them, passes (FIDELITY 14.11)")
  func imageViewTakesTouches() {
    let verdict = people(.imageViewTakesTouches)
    #expect(verdict.passed, "\(verdict.firstFailure?.explanation ?? "")")
  }

  @Test("ButtonSelectsRow: an action added at each dequeue acts for old rows (FIDELITY 14.17)")
  func actionAddedPerRow() {
    let verdict = people(.actionAddedPerRow)
    #expect(
      verdict.firstFailure?.title == "After scrolling, a reused row's star stars its own person")
    #expect(verdict.mistake?.id == "actionPerRow")
  }
}
