import ResponderLabDevice
public import SimSwiftUI

extension Exercise {
  /// Exercise 8.
  static let guardInsideNavigation = Exercise(
    number: 8, folder: "08-GuardInsideNavigation", fileName: "GuardInsideNavigation.swift",
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

/// The check of exercise 8 of ``LearnCourse``.
@MainActor
public enum GuardInsideNavigationCheck {
  /// Checks the learner's root view, made by `makeRoot` with the guard's log.
  public static func check<Root: View>(makeRoot: (GuardLog) -> Root) -> Verdict {
    var list = CheckList(exercise: 8, total: 3)
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
      .init(
        explanation: """
          The guard's present was never called. SwiftUI calls present on the hosting controller
          nearest to .sheet (FIDELITY 7.2); with the NavigationView inside the guard, that is a
          hosting controller of the navigation view, and UIKit's forwarding does not go through
          the guard's public present (FIDELITY 7.4).
          """,
        evidence: sheetLines.joined(separator: "\n") + "\n\n"
          + Evidence.controllers(in: device.window))
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
}
