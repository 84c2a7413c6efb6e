import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 3.
  static let addChildController = Exercise(
    number: 3, folder: "03-AddChildController", fileName: "AddChildController.swift",
    title: "Add a child controller correctly",
    task: """
      Write embed(_:in:into:): make child a child of parent, show its view in container, and tell
      the child when the move is over. The check looks at parent and children, the view tree and
      the containment calls in the trace.
      """,
    teaches:
      "addChild calls willMove(toParent:) but not didMove(toParent:); the container calls that itself, after adding the view.",
    fidelity: ["8.2", "8.3", "8.4"], minutes: 8,
    hints: [
      "Adding the view alone leaves the controller tree unchanged: parent.children stays empty and the child never learns it moved (FIDELITY 8.3).",
      "The order UIKit documents is: parent.addChild(child), then add child.view to the container, then child.didMove(toParent: parent) (FIDELITY 8.2).",
      "Do not call willMove(toParent:) yourself: addChild already does, and the trace would show it twice.",
    ])
}

/// The check of exercise 3 of ``LearnCourse``.
@MainActor
public enum AddChildControllerCheck {
  /// Checks a learner's `embed(_:in:into:)`.
  public static func check(embed: (UIViewController, UIViewController, UIView) -> Void) -> Verdict {
    var list = CheckList(exercise: 3, total: 4)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let parent = UIViewController()
    device.show(parent)
    let container = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    parent.view.addSubview(container)
    let child = UIViewController()
    let mark = device.trace.mark
    embed(child, parent, container)
    device.runUntilIdle()
    let containment = Evidence.trace(device.trace, in: [.containment, .appearance], since: mark)

    list.expect(
      "The child is in parent.children and its parent is the container",
      child.parent === parent && parent.children.contains { $0 === child }
    ) {
      .init(
        explanation: """
          child.parent is \(Evidence.describe(child.parent)) and parent.children has \
          \(parent.children.count) controller(s). Adding the view does not make a child: the
          controller tree only changes through addChild(_:) (FIDELITY 8.2, 8.3).
          """,
        evidence: Evidence.controllers(in: device.window) + "\n\n" + containment)
    }
    list.expect("The child's view is in the container", child.viewIfLoaded?.superview === container)
    {
      .init(
        explanation: """
          The child's view is in \(Evidence.describe(child.viewIfLoaded?.superview)), not in the
          container \(Evidence.describe(container)).
          """,
        evidence: Evidence.views(of: parent.view))
    }
    let lines = device.traceLines(in: [.containment], since: mark)
    let name = child.objectName.description
    let willMoves = lines.filter { $0.hasPrefix(name + " willMove(toParent:") }.count
    let didMoves = lines.filter { $0.hasPrefix(name + " didMove(toParent: \(parent.objectName))") }
      .count
    list.expect(
      "willMove(toParent:) and didMove(toParent:) each arrive once", willMoves == 1 && didMoves == 1
    ) {
      .init(
        explanation: """
          The child got willMove(toParent:) \(willMoves) time(s) and didMove(toParent: parent) \
          \(didMoves) time(s); expected once each. addChild(_:) sends willMove itself; the
          container must send didMove(toParent:) when the move is over (FIDELITY 8.2).
          """,
        evidence: containment)
    }
    let viewAdded = device.traceLines(in: [.appearance], since: mark).firstIndex {
      $0.hasPrefix(name + " viewWillAppear")
    }
    let allLines = device.traceLines(in: [.containment, .appearance], since: mark)
    let didMoveIndex = allLines.firstIndex { $0.hasPrefix(name + " didMove(toParent:") }
    let willAppearIndex = allLines.firstIndex { $0.hasPrefix(name + " viewWillAppear") }
    list.expect(
      "didMove(toParent:) comes after the view is shown",
      viewAdded != nil && (didMoveIndex ?? 0) > (willAppearIndex ?? Int.max)
    ) {
      .init(
        explanation: """
          didMove(toParent:) tells the child the move is over, so it comes last: after the view is
          in the container and the child's viewWillAppear (FIDELITY 8.2, 8.4).
          """,
        evidence: containment)
    }
    return list.verdict
  }
}
