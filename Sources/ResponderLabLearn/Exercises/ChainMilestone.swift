import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 4.
  static let chainMilestone = Exercise(
    number: 4, folder: "04-ChainMilestone", fileName: "ChainMilestone.swift",
    title: "Milestone: a child controller inside a sheet, found from its label",
    task: """
      Part 1 together. A sheet's controller shows a summary controller as a child in a container
      view. Write embedSummary(_:in:into:) so that the summary is a real child, and
      controllerOwning(_:) so that a label anywhere in the summary finds the summary, and a label
      beside it in the sheet's own view finds the sheet.
      """,
    teaches:
      "Containment changes the controller tree, not just the views; next reaches the nearest controller first, so a child's label finds the child, inside a sheet as anywhere.",
    fidelity: ["8.2", "8.4", "1.2", "1.4"], minutes: 8,
    hints: [
      "Exercise 3's sequence: addChild, add the view to the container, then didMove(toParent:) last (FIDELITY 8.2, 8.4).",
      "Exercise 1's walk: follow next from the view until a UIViewController turns up; a fixed number of superview steps breaks when the label sits deeper (FIDELITY 1.2).",
      "The child's root view's next is the child, so the walk stops there before reaching the sheet; a label in the sheet's own view meets the sheet first (FIDELITY 1.4).",
    ], kind: .milestone,
    afterPass: """
      The reference sets the child's view frame to the container's bounds before adding it, and \\
      its walk returns inside the loop, so it never looks past the first controller.
      """)
}

/// The check of exercise 4 of ``LearnCourse``.
@MainActor
public enum ChainMilestoneCheck {
  /// Checks a learner's `embed(_:in:into:)` and `owningController(of:)` together.
  public static func check(
    embed: (UIViewController, UIViewController, UIView) -> Void,
    owningController: (UIView) -> UIViewController?
  ) -> Verdict {
    var list = CheckList(exercise: 4, total: 3)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let home = UIViewController()
    device.show(home)
    let sheet = UIViewController()
    home.present(sheet, animated: false)
    device.runUntilIdle()
    let container = UIView(frame: CGRect(x: 0, y: 120, width: 390, height: 300))
    sheet.view.addSubview(container)
    let summary = UIViewController()
    let mark = device.trace.mark
    embed(summary, sheet, container)
    device.runUntilIdle()
    let lines = device.traceLines(in: [.containment, .appearance], since: mark)
    let name = summary.objectName.description
    let didMove = lines.firstIndex {
      $0.hasPrefix(name + " didMove(toParent: \(sheet.objectName))")
    }
    let willAppear = lines.firstIndex { $0.hasPrefix(name + " viewWillAppear") }
    let contained =
      summary.parent === sheet && summary.viewIfLoaded?.superview === container
      && didMove != nil && (didMove ?? 0) > (willAppear ?? Int.max)
    list.expect("The summary is a child of the sheet, its view in the container", contained) {
      .init(
        explanation: """
          summary.parent is \(Evidence.describe(summary.parent)), its view is in \
          \(Evidence.describe(summary.viewIfLoaded?.superview)), and didMove(toParent:) \
          \(didMove == nil ? "never came" : "came before the view was shown"). A child needs
          addChild(_:), its view in the container, then didMove(toParent:) last (FIDELITY 8.2,
          8.4).
          """,
        evidence: lines.joined(separator: "\n"))
    }
    guard list.isPassing else { return list.verdict }
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let label = UILabel(frame: CGRect(x: 8, y: 8, width: 200, height: 20))
    summary.view.addSubview(row)
    row.addSubview(label)
    let found = owningController(label)
    list.expect("A label two views deep in the summary finds the summary", found === summary) {
      .init(
        explanation: """
          owningController(of: \(Evidence.describe(label))) returned \(Evidence.describe(found));
          expected the summary, \(Evidence.describe(summary)), the first controller up the chain
          (FIDELITY 1.2).
          """,
        evidence: Evidence.chainToFirstController(from: label))
    }
    let caption = UILabel(frame: CGRect(x: 8, y: 40, width: 200, height: 20))
    sheet.view.addSubview(caption)
    let captionOwner = owningController(caption)
    list.expect("A label in the sheet's own view finds the sheet", captionOwner === sheet) {
      .init(
        explanation: """
          owningController(of: \(Evidence.describe(caption))) returned \
          \(Evidence.describe(captionOwner)); expected the sheet, \(Evidence.describe(sheet)). Its
          next is the sheet's root view, whose next is the sheet (FIDELITY 1.2, 1.4).
          """,
        evidence: Evidence.chainToFirstController(from: caption))
    }
    return list.verdict
  }
}
