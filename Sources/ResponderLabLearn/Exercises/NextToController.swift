import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 1.
  static let nextToController = Exercise(
    number: 1, folder: "01-NextToController", fileName: "NextToController.swift",
    title: "Walk next from a view to its controller",
    task: """
      Write owningController(of:): start at the view's next responder and follow next until a
      UIViewController turns up. The check tries a label deep inside a controller's view, a label
      inside a navigation controller's child, a label inside a sheet and a view in no controller.
      """,
    teaches: "A view's next is its controller only for a root view; otherwise it is the superview.",
    fidelity: ["1.2", "1.4", "1.9"], minutes: 5,
    hints: [
      "A view's next is its superview, except for a controller's root view, whose next is the controller (FIDELITY 1.2). So the first UIViewController up the chain is the one that owns the view.",
      "Use a loop: var responder: UIResponder? = view.next; while let current = responder { … responder = current.next }. Return the first current that is a UIViewController.",
      "Inside the loop: if let controller = current as? UIViewController { return controller }. After the loop, return nil: a view outside every controller has none.",
    ])
}

/// The check of exercise 1 of ``LearnCourse``.
@MainActor
public enum NextToControllerCheck {
  /// Checks a learner's `owningController(of:)`.
  public static func check(owningController: (UIView) -> UIViewController?) -> Verdict {
    var list = CheckList(exercise: 1, total: 4)

    let device = SimulatedDevice(appDelegate: AppDelegate())
    let root = UIViewController()
    device.show(root)
    let card = UIView(frame: CGRect(x: 16, y: 100, width: 300, height: 200))
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let label = UILabel(frame: CGRect(x: 8, y: 8, width: 200, height: 20))
    root.view.addSubview(card)
    card.addSubview(row)
    row.addSubview(label)
    let deep = owningController(label)
    list.expect("A label two views deep finds the root controller", deep === root) {
      deepFailure(
        label: label, answer: deep, root: root, owningController: owningController)
    }

    let navDevice = SimulatedDevice(appDelegate: AppDelegate())
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    navDevice.show(navigation)
    let navLabel = UILabel(frame: CGRect(x: 8, y: 120, width: 200, height: 20))
    child.view.addSubview(navLabel)
    let inNavigation = owningController(navLabel)
    list.expect(
      "A label in a navigation controller's child finds the child", inNavigation === child
    ) {
      .init(
        explanation: """
          owningController(of: \(Evidence.describe(navLabel))) returned \
          \(Evidence.describe(inNavigation)); expected \(Evidence.describe(child)), the first
          controller up the chain (FIDELITY 1.9b).
          """,
        evidence: Evidence.chainToFirstController(from: navLabel),
        mistake: inNavigation === navigation ? .keepsWalkingPastFirstController(inNavigation) : nil)
    }

    let sheetDevice = SimulatedDevice(appDelegate: AppDelegate())
    let presenter = UIViewController()
    sheetDevice.show(presenter)
    let sheet = UIViewController()
    presenter.present(sheet, animated: false)
    sheetDevice.runUntilIdle()
    let sheetLabel = UILabel(frame: CGRect(x: 8, y: 40, width: 200, height: 20))
    sheet.view.addSubview(sheetLabel)
    let inSheet = owningController(sheetLabel)
    list.expect(
      "A label in a sheet finds the sheet's controller, not its presenter", inSheet === sheet
    ) {
      .init(
        explanation: """
          owningController(of: \(Evidence.describe(sheetLabel))) returned \
          \(Evidence.describe(inSheet)); expected \(Evidence.describe(sheet)).
          A presented controller's next is its presenter (FIDELITY 1.4 step 2): stop at the first
          controller, not the last.
          """,
        evidence: Evidence.chainToFirstController(from: sheetLabel),
        mistake: inSheet === presenter ? .keepsWalkingPastFirstController(inSheet) : nil)
    }

    let loose = UIView()
    let outside = UIView()
    outside.addSubview(loose)
    let none = owningController(loose)
    list.expect("A view in no controller finds nil", none == nil) {
      .init(
        explanation: """
          owningController(of: \(Evidence.describe(loose))) returned \(Evidence.describe(none)) for
          a view whose chain has no controller at all; expected nil.
          """,
        evidence: Evidence.chain(from: loose))
    }
    return list.verdict
  }

  /// Why a walk from a label two views deep did not answer `root`: what the learner's walk did,
  /// told apart by asking it about a label placed directly in the root view as well.
  private static func deepFailure(
    label: UILabel, answer: UIViewController?, root: UIViewController,
    owningController: (UIView) -> UIViewController?
  ) -> CheckList.Failure {
    let direct = UILabel(frame: CGRect(x: 8, y: 320, width: 200, height: 20))
    root.view.addSubview(direct)
    let directAnswer = owningController(direct)
    direct.removeFromSuperview()
    let returned = """
      owningController(of: \(Evidence.describe(label))) returned \(Evidence.describe(answer)); \
      expected \(Evidence.describe(root)).
      """
    let chain = Evidence.chainToFirstController(from: label)
    if answer == nil, directAnswer === root {
      return .init(
        explanation: returned + """
           For a label placed directly in the root view it returns \(Evidence.describe(root)), so
          the walk takes a fixed number of steps: it works one level deep only. The label's next
          is its superview, and so on up to the root view, whose next is the controller
          (FIDELITY 1.2).
          """,
        evidence: chain, mistake: .fixedNumberOfSteps)
    }
    if answer == nil {
      return .init(
        explanation: returned + """
           It returns nil for a label placed directly in the root view too: the walk never met a
          controller. Controllers are only in the next chain, right after their root view
          (FIDELITY 1.2); the superview chain goes from the root view to UIKit's wrapper views
          and the window without them.
          """,
        evidence: chain, mistake: .climbsSuperviewOnly)
    }
    return .init(
      explanation: returned + """
         The chain below shows the first controller above the label: the root view's next
        (FIDELITY 1.2).
        """,
      evidence: chain)
  }
}

extension Mistake {
  /// `view.superview?.next` and its kin, one or two levels and no more.
  static let fixedNumberOfSteps = Mistake(
    "fixedNumberOfSteps",
    hint: """
      Your walk works for a label directly in the root view and for nothing deeper: replace the \
      fixed steps with a loop that follows next until a UIViewController turns up.
      """)
  /// A loop over `superview`, which never meets a controller.
  static let climbsSuperviewOnly = Mistake(
    "climbsSuperviewOnly",
    hint: """
      A walk along superview (or one that only asks views) never meets a controller: a \
      controller is the next of its root view, not anyone's superview. Follow next instead, and \
      stop at the first UIViewController.
      """)
  /// A walk that returns a controller further up than the first.
  @MainActor static func keepsWalkingPastFirstController(_ returned: UIViewController?) -> Mistake {
    Mistake(
      "keepsWalkingPastFirstController",
      hint: """
        Your walk went past the first controller and returned \(Evidence.describe(returned)), one \
        further up: return as soon as the first UIViewController turns up, inside the loop.
        """)
  }
}
