import ResponderLabDevice
public import SimSwiftUI

extension Exercise {
  /// Exercise 14.
  static let guardInsideNavigation = Exercise(
    number: 14, folder: "14-GuardInsideNavigation", fileName: "GuardInsideNavigation.swift",
    title: "The guard inside versus outside the navigation container",
    task: """
      GuardedDrafts wraps a NavigationView in the first article's DismissGuard, and the sheet it
      shows can still be swiped away with unsaved changes. Rearrange GuardedDrafts so that the
      guard's present override sees the sheet and refuses the swipe.
      """,
    teaches:
      "SwiftUI presents a sheet from the hosting controller nearest to .sheet; a guard around a NavigationView is not that controller.",
    fidelity: ["7.2", "7.3", "7.4"], minutes: 10,
    hints: [
      "Read the swiftUI line of the trace in the check's output: 'sheet: present(…) on nearest hosting controller …'. Is that the guard's GuardHostingController?",
      "A NavigationView puts its content in hosting controllers of its own (FIDELITY 7.3), so the nearest hosting controller to .sheet is inside the navigation view, between the guard and the button.",
      "Put the guard inside the navigation view: NavigationView { DismissGuard(blocksDismissal: true, log: log) { Button(…).sheet(…) } }.",
    ])
}

/// The check of exercise 14 of ``LearnCourse``.
@MainActor
public enum GuardInsideNavigationCheck {
  /// Checks the learner's root view, made by `makeRoot` with the guard's log.
  public static func check<Root: View>(makeRoot: (GuardLog) -> Root) -> Verdict {
    var list = CheckList(exercise: 14, total: 3)
    let log = GuardLog()
    let device = SimulatedDevice(appDelegate: AppDelegate())
    device.show(makeRoot(log))
    let mark = device.trace.mark
    do {
      try device.hand.tap(label: "Edit")
    } catch {
      list.expect("The root shows an Edit button", false) {
        .init(explanation: "\(error)", evidence: device.swiftUIDump)
      }
      return list.verdict
    }
    device.runUntilIdle()
    let sheetLines = device.traceLines(in: [.swiftUI], since: mark).filter {
      $0.contains("sheet: present")
    }
    list.expect("The guard's present override sees the sheet", !log.presentedClassNames.isEmpty) {
      presenterFailure(sheetLines: sheetLines, window: device.window)
    }
    let sheet = device.hand.topSheet
    list.expect(
      "The guard is the sheet's delegate",
      sheet?.delegate.map { String(describing: type(of: $0)).hasPrefix("GuardHostingController") }
        ?? false
    ) {
      .init(
        explanation: "The sheet's delegate is \(Evidence.describe(sheet?.delegate)).",
        evidence: Evidence.trace(device.trace, in: [.delegate], since: mark))
    }
    let swipeMark = device.trace.mark
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    list.expect("A swipe on the sheet is refused", device.hand.topSheet != nil) {
      .init(
        explanation: "The sheet was swiped away: the guard did not refuse it.",
        evidence: Evidence.trace(device.trace, in: [.delegate, .presentation], since: swipeMark))
    }
    return list.verdict
  }

  /// Why the guard's `present` was not called: which hosting controller SwiftUI presented from,
  /// read from the trace, and where that controller sits.
  private static func presenterFailure(sheetLines: [String], window: UIWindow)
    -> CheckList.Failure
  {
    let evidence = sheetLines.joined(separator: "\n")
    guard let line = sheetLines.first,
      let name = line.components(separatedBy: "nearest hosting controller ").last
    else {
      return .init(
        explanation: """
          Tapping Edit presented no sheet, so the guard had nothing to see. Keep the .sheet on the
          Edit button.
          """,
        evidence: Evidence.controllers(in: window))
    }
    let presenter = Evidence.controller(named: name, in: window)
    let guardHost = Evidence.allControllers(in: window).first {
      String(describing: type(of: $0)).hasPrefix("GuardHostingController")
    }
    let prefix = """
      The guard's present was never called: SwiftUI called present on \(name), the hosting
      controller nearest to .sheet (FIDELITY 7.2), and the guard is \
      \(guardHost.map { $0.objectName.description } ?? "not on screen at all").
      """
    // Where the presenter sits, not the whole tree: the parents between it and the root.
    let tree = presenter.map { "\n\n" + Evidence.parents(of: $0) } ?? ""
    if let presenter, presenter.parent is UINavigationController {
      return .init(
        explanation: prefix + """
           \(name) is a hosting controller the NavigationView made for its content (FIDELITY
          7.3), between the guard and the button; UIKit's forwarding does not go through the
          guard's public present (FIDELITY 7.4).
          """,
        evidence: evidence + tree, mistake: .guardOnOuterHost)
    }
    if let presenter, presenter === window.rootViewController {
      return .init(
        explanation: prefix + """
           \(name) is the window's root hosting controller: the .sheet modifier is outside the
          guard, so the guard is not between it and the root.
          """,
        evidence: evidence + tree, mistake: .sheetOutsideGuard)
    }
    return .init(explanation: prefix, evidence: evidence + tree)
  }
}

extension Mistake {
  /// The guard's `present` override sits on an outer host, around the navigation view.
  static let guardOnOuterHost = Mistake(
    "guardOnOuterHost",
    hint: """
      Your guard's present override is on the outer host, around the NavigationView, and the \
      navigation view's own hosting controller presents. Move DismissGuard inside the \
      NavigationView, around the Button that carries .sheet.
      """)
  /// `.sheet` applied outside the guard, so the root hosting controller presents.
  static let sheetOutsideGuard = Mistake(
    "sheetOutsideGuard",
    hint: """
      Your .sheet modifier is outside the guard, so the root hosting controller presents. Keep \
      .sheet on the Button, and the Button inside the guard.
      """)
}
