import ResponderLabDevice
public import SimSwiftUI

extension Exercise {
  /// Exercise 22.
  static let articlesMilestone = Exercise(
    number: 22, folder: "22-ArticlesMilestone", fileName: "ArticlesMilestone.swift",
    title: "Milestone: a probe that installs a guard and keeps SwiftUI informed",
    task: """
      Part 3 together. GuardProbe sits in the background of a sheet's content. It must install a
      SheetGuard as the sheet's presentation delegate: refusing swipes while blocks is true,
      forwarding everything else to SwiftUI's own delegate so that the sheet's binding resets
      after a swipe. Make the guard arrive, stay alive, and keep SwiftUI informed.
      """,
    teaches:
      "The second article's probe needs a turn of the main queue, an owner for its delegate, and the manners of a replacement: keep the original weakly and forward.",
    fidelity: ["7.5", "2.6", "5.4", "4.1"], minutes: 15,
    hints: [
      "Three problems, one per earlier exercise: the walk runs before the view is in a window (exercise 16), nothing keeps the guard alive (17), and SwiftUI's delegate is dropped (18).",
      "A representable's coordinator lives as long as the representable's view: return a SheetGuard from makeCoordinator() and install context.coordinator (FIDELITY 2.6).",
      "In updateUIView: set coordinator.blocks, then DispatchQueue.main.async { if let presentation = uiView.controllerUpTheChain?.presentationController, presentation.delegate !== coordinator { coordinator.original = presentation.delegate; presentation.delegate = coordinator } }; keep original weak and forward the four dismissal callbacks.",
    ], kind: .milestone,
    afterPass: """
      The reference installs the guard only once (it checks that the delegate is not already the \\
      guard, so a later update never makes the guard its own original), and forwards \\
      shouldDismiss to SwiftUI's delegate when it does not refuse.
      """)
}

/// The check of exercise 22 of ``LearnCourse``.
@MainActor
public enum ArticlesMilestoneCheck {
  /// Checks the learner's probe: `makeProbe(blocks)` makes one that refuses while `blocks`.
  public static func check<Probe: View>(makeProbe: @escaping @MainActor (Bool) -> Probe) -> Verdict
  {
    var list = CheckList(exercise: 22, total: 3)

    func open(blocks: Bool) -> (SimulatedDevice, UIViewController, Int) {
      let device = SimulatedDevice(appDelegate: AppDelegate())
      device.simulation.swiftUIAssumptions.sheetDismissalReset = .presentationControllerDelegate
      let host = device.show(GuardedLauncher(probe: { AnyView(makeProbe(blocks)) }))
      let mark = device.trace.mark
      _ = try? device.hand.tap(label: "Open")
      device.runUntilIdle()
      return (device, host, mark)
    }

    let (device, host, mark) = open(blocks: true)
    let delegate = host.presentedViewController?.presentationController?.delegate
    let installed = delegate != nil && !(delegate is SheetPresentationDelegate)
    list.expect("The probe's guard is the sheet's delegate once the sheet is up", installed) {
      .init(
        explanation: """
          The sheet's presentation controller's delegate is \(Evidence.describe(delegate)). If the
          trace shows your guard being set, nothing kept it alive (the property is weak, FIDELITY
          2.6); if it shows nothing, the walk ran before the view was in a window (FIDELITY 7.5).
          """,
        evidence: Evidence.learnerTrace(device.trace, in: [.delegate, .queue, .note], since: mark))
    }
    guard list.isPassing else { return list.verdict }
    var swipe = device.trace.mark
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    list.expect("While blocks is true, a swipe is refused", host.presentedViewController != nil) {
      .init(
        explanation: "The sheet was swiped away while blocks was true.",
        evidence: Evidence.trace(device.trace, in: [.delegate], since: swipe))
    }

    let (open2, host2, _) = open(blocks: false)
    swipe = open2.trace.mark
    try? open2.hand.swipeDown(by: 700)
    open2.runUntilIdle()
    let reset = open2.hand.findView(showing: "showing: no") != nil
    list.expect(
      "While blocks is false, a swipe dismisses and the binding is false again",
      host2.presentedViewController == nil && reset
    ) {
      .init(
        explanation: """
          After the swipe the sheet is \(host2.presentedViewController == nil ? "gone" : "still up") \
          and the screen shows '\(reset ? "showing: no" : "showing: yes")'. SwiftUI resets the
          binding when its delegate hears presentationControllerDidDismiss (the assumption of this
          exercise, FIDELITY 5.4): your guard must forward it.
          """,
        evidence: Evidence.trace(open2.trace, in: [.delegate, .swiftUI], since: swipe))
    }
    return list.verdict
  }
}

/// A button that opens a sheet with the probe in its content's background, and shows whether the
/// sheet's binding is true.
private struct GuardedLauncher: View {
  @State var showing = false
  let probe: @MainActor () -> AnyView

  var body: some View {
    VStack {
      Text("showing: \(showing ? "yes" : "no")")
      Button("Open") { showing = true }
        .sheet(isPresented: $showing) {
          Text("Sheet with a guard").background(probe())
        }
    }
  }
}
