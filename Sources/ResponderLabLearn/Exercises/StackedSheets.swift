import ResponderLabDevice
public import SimUIKit

extension Exercise {
  /// Exercise 10.
  static let stackedSheets = Exercise(
    number: 10, folder: "10-StackedSheets", fileName: "StackedSheets.swift",
    title: "Stack two sheets and dismiss from the middle",
    task: """
      root presents first as a sheet. Write showSecondSheet(_:root:first:) so that second appears
      on top of first; closeTopSheet(first:second:) so that only second goes; and
      closeBothSheets(root:first:second:) so that both go.
      """,
    teaches:
      "A controller presents one controller at a time; dismiss on a controller closes what it presents and everything above.",
    fidelity: ["3.6", "3.7", "3.9"], minutes: 10,
    hints: [
      "root is already presenting first, so root.present(second) is dropped with UIKit's 'which is already presenting' warning (FIDELITY 3.6, 3.7). Stack by presenting from the top.",
      "dismiss(animated:) on a controller that presents something closes what it presents and everything above it (FIDELITY 3.9). Which controller presents second? Which presents first?",
      "showSecondSheet: first.present(second, animated: true). closeTopSheet: first.dismiss(animated: true). closeBothSheets: root.dismiss(animated: true).",
    ])
}

/// The check of exercise 10 of ``LearnCourse``.
@MainActor
public enum StackedSheetsCheck {
  /// Checks a learner's three functions.
  public static func check(
    showSecondSheet: (UIViewController, UIViewController, UIViewController) -> Void,
    closeTopSheet: (UIViewController, UIViewController) -> Void,
    closeBothSheets: (UIViewController, UIViewController, UIViewController) -> Void
  ) -> Verdict {
    var list = CheckList(exercise: 10, total: 3)

    func stack() -> (SimulatedDevice, UIViewController, UIViewController, UIViewController) {
      let device = SimulatedDevice(appDelegate: AppDelegate())
      let root = UIViewController()
      root.title = "Root"
      device.show(root)
      let first = UIViewController()
      first.title = "First"
      root.present(first, animated: false)
      device.runUntilIdle()
      let second = UIViewController()
      second.title = "Second"
      showSecondSheet(second, root, first)
      device.runUntilIdle()
      return (device, root, first, second)
    }

    let (device, _, first, second) = stack()
    list.expect(
      "second is on top of first, with no warning",
      second.presentingViewController === first && device.warnings.isEmpty
    ) {
      .init(
        explanation: """
          second.presentingViewController is \(Evidence.describe(second.presentingViewController)); \
          expected first (\(Evidence.describe(first))). A controller presents one controller at a
          time; a second request is dropped with a warning (FIDELITY 3.6, 3.7).
          """,
        evidence: (device.warnings + ["", Evidence.presentationStack(in: device.window)]).joined(
          separator: "\n"))
    }
    guard list.isPassing else { return list.verdict }

    let (topDevice, topRoot, topFirst, topSecond) = stack()
    var mark = topDevice.trace.mark
    closeTopSheet(topFirst, topSecond)
    topDevice.runUntilIdle()
    list.expect(
      "closeTopSheet leaves first on screen and removes second",
      topRoot.presentedViewController === topFirst && topFirst.presentedViewController == nil
    ) {
      .init(
        explanation: """
          After closeTopSheet, root presents \(Evidence.describe(topRoot.presentedViewController)) \
          and first presents \(Evidence.describe(topFirst.presentedViewController)). dismiss on a
          controller closes what it presents and everything above (FIDELITY 3.9).
          """,
        evidence: Evidence.trace(topDevice.trace, in: [.presentation], since: mark) + "\n\n"
          + Evidence.presentationStack(in: topDevice.window))
    }

    let (bothDevice, bothRoot, bothFirst, bothSecond) = stack()
    mark = bothDevice.trace.mark
    closeBothSheets(bothRoot, bothFirst, bothSecond)
    bothDevice.runUntilIdle()
    list.expect(
      "closeBothSheets leaves nothing presented", bothRoot.presentedViewController == nil
    ) {
      .init(
        explanation: """
          After closeBothSheets, root still presents \
          \(Evidence.describe(bothRoot.presentedViewController)). Calling dismiss from the bottom
          of a stack closes the whole stack at once (FIDELITY 3.9).
          """,
        evidence: Evidence.trace(bothDevice.trace, in: [.presentation, .warning], since: mark)
          + "\n\n" + Evidence.presentationStack(in: bothDevice.window))
    }
    _ = topSecond
    return list.verdict
  }
}
