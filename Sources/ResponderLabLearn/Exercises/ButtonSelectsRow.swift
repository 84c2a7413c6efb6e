import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 29.
  static let buttonSelectsRow = Exercise(
    number: 29, folder: "29-ButtonSelectsRow", fileName: "ButtonSelectsRow.swift",
    title: "A button in a table cell that should not select the row",
    task: """
      PeopleViewController opens a person when their row is tapped. Each row's star, an image view
      with a tap recognizer, should make the person a favourite, but a tap on it opens the row.
      Make the star toggle the favourite without selecting the row, in reused rows too, while a
      tap elsewhere in the row still opens the person.
      """,
    teaches:
      "An image view ignores touches, so its recognizer never sees them and the row is selected; a control in the content view takes the tap and the row is not selected; a reused cell must act for the row it shows now.",
    fidelity: ["14.11", "14.15", "14.16", "14.17", "14.4"], minutes: 10,
    hints: [
      "UIImageView, like UILabel, is made with isUserInteractionEnabled false: hit-testing passes over it, its recognizer sees nothing, and the tap lands on the content view, which selects the row (FIDELITY 14.11, 9.2, 14.15).",
      "A touch on a UIControl in the cell does not select the row (FIDELITY 14.16), and a recognizer that recognizes cancels the touches the table would select with (FIDELITY 14.4). Cells are reused (FIDELITY 14.17): whatever the star does must be for the row the cell shows now, and must not pile up.",
      "Make star a UIButton (UIButton(type: .system), with a title), add its action once in init: star.addAction(for: .touchUpInside) { [unowned self] in self.onStar() }, and keep setting onStar in cellForRowAt.",
    ])
}

/// The check of exercise 29 of ``LearnCourse``.
@MainActor
public enum ButtonSelectsRowCheck {
  /// The star's recognizer leaves the touches to the views, so the table selects the row as well.
  static let recognizerLetsTouchesThrough = Mistake(
    "recognizerLetsTouchesThrough",
    hint:
      "With cancelsTouchesInView false the star's recognizer fires, and its touches still travel up the chain to the table, which selects the row: both happen. Let the recognizer cancel the touches (the default), or use a UIButton, which the table never selects through (FIDELITY 14.16)."
  )

  /// A reused cell's star acts for another row as well, or instead.
  static let actionPerRow = Mistake(
    "actionPerRow",
    hint:
      "Cells are reused (FIDELITY 14.17): an action added in cellForRowAt stays on the cell's star when the cell shows another row, so a reused star acts for its old rows too. Add the action once, when the cell is made, and let it call something cellForRowAt sets for the current row, such as onStar."
  )

  /// Where the star is drawn in a cell: its centre, 36 points from the right end.
  static func starPoint(in cell: UITableViewCell) -> CGPoint {
    cell.convert(CGPoint(x: cell.bounds.width - 36, y: cell.bounds.midY), to: nil)
  }

  /// Checks a learner's controller: `make` makes one; `opened` and `favourites` read the rows it
  /// opened and starred.
  public static func check<Controller: UITableViewController>(
    make: () -> Controller, opened: (Controller) -> [Int], favourites: (Controller) -> Set<Int>
  ) -> Verdict {
    var list = CheckList(exercise: 29, total: 4)
    let device = SimulatedDevice(profile: .phone)
    let controller = make()
    device.show(controller)
    device.runUntilIdle()
    let table: UITableView = controller.tableView
    func cell(_ row: Int) -> UITableViewCell? {
      table.cellForRow(at: IndexPath(row: row, section: 0))
    }

    var mark = device.trace.mark
    if let row = cell(2) {
      _ = try? device.hand.tap(at: row.convert(CGPoint(x: 60, y: row.bounds.midY), to: nil))
    }
    device.runUntilIdle()
    list.expect("A tap on a row's name opens that person", opened(controller) == [2]) {
      .init(
        explanation: """
          A tap on the name in row 2 opened \(describe(opened(controller))). A tap on a label or
          the content view of a cell selects its row, and the table calls didSelectRowAt after the
          touch handling (FIDELITY 14.15).
          """,
        evidence: Evidence.trace(device.trace, in: [.gesture], since: mark))
    }

    mark = device.trace.mark
    let starCell = cell(3)
    if let starCell { _ = try? device.hand.tap(at: starPoint(in: starCell)) }
    device.runUntilIdle()
    let starred = favourites(controller)
    let openedByStar = opened(controller).dropFirst().contains(3)
    list.expect("A tap on a row's star makes that person a favourite", starred == [3]) {
      let point = starCell.map(starPoint(in:)) ?? .zero
      let landed = device.window.hitTest(point, with: nil)
      let drawn = starCell?.contentView.subviews.last {
        $0.frame.contains($0.superview?.convert(point, from: nil) ?? .zero)
      }
      let ignoring = drawn.map { !$0.isUserInteractionEnabled } == true
      return .init(
        explanation: """
          A tap on the star of row 3 starred \(describe(starred)) and opened \(openedByStar ? "the row" : "nothing"). \
          The touch landed on \(Evidence.describe(landed)) (FIDELITY 9.1).\(ignoring ? " The star, \(Evidence.describe(drawn)), takes no touches: isUserInteractionEnabled is false, as UIImageView and UILabel are made (FIDELITY 14.11), so hit-testing passed over it and its recognizer saw nothing (FIDELITY 14.1)." : "")
          """,
        evidence: Evidence.trace(device.trace, in: [.gesture], since: mark))
    }
    list.expect("A tap on the star does not open the row", !openedByStar) {
      let letsThrough = starCell.map { recognizers(in: $0).contains { !$0.cancelsTouchesInView } }
      return .init(
        explanation: """
          The tap on the star of row 3 starred the person and also opened the row: the table saw
          the touch end on \(Evidence.describe(starCell)) and selected it. A control in the cell, or
          a recognizer that cancels the touches, keeps the row from being selected (FIDELITY 14.16,
          14.4).
          """,
        evidence: Evidence.trace(device.trace, in: [.gesture], since: mark),
        mistake: letsThrough == true ? recognizerLetsTouchesThrough : nil)
    }

    // Scroll by 20 rows, so that the cells on screen are reused ones.
    table.contentOffset.y += 20 * table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    device.runUntilIdle()
    mark = device.trace.mark
    let reused = cell(25)
    if let reused { _ = try? device.hand.tap(at: starPoint(in: reused)) }
    device.runUntilIdle()
    let after = favourites(controller)
    let changed = after.symmetricDifference(starred)
    list.expect(
      "After scrolling, a reused row's star stars its own person", after == [3, 25]
    ) {
      .init(
        explanation: """
          After scrolling, a tap on the star of row 25 left the favourites at \(describe(after)), not rows 3 and 25. \
          \(reused == nil ? "Row 25 was not on screen." : "Its cell, \(Evidence.describe(reused)), was made for an earlier row and reused (FIDELITY 14.17).")
          """,
        evidence: Evidence.trace(device.trace, in: [.gesture], since: mark),
        mistake: changed.count > 1 || (changed.count == 1 && !changed.contains(25))
          ? actionPerRow : nil)
    }
    return list.verdict
  }

  /// The recognizers on the views inside `cell`.
  private static func recognizers(in cell: UIView) -> [UIGestureRecognizer] {
    (cell.gestureRecognizers ?? []) + cell.subviews.flatMap { recognizers(in: $0) }
  }

  /// Rows, as a sentence.
  private static func describe(_ rows: some Collection<Int>) -> String {
    rows.isEmpty
      ? "no row"
      : "row\(rows.count == 1 ? "" : "s") \(rows.sorted().map(String.init).joined(separator: ", "))"
  }
}
