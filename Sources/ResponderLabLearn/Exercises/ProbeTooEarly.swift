import ResponderLabDevice
public import SimSwiftUI

extension Exercise {
  /// Exercise 9.
  static let probeTooEarly = Exercise(
    number: 9, folder: "09-ProbeTooEarly", fileName: "ProbeTooEarly.swift",
    title: "The probe that looks too early",
    task: """
      SheetDelegateProbe is an empty UIViewRepresentable placed in the background of a sheet's
      content, as in the second article. It should find the sheet's controller and install its
      delegate there, but the delegate never arrives. Make it arrive.
      """,
    teaches:
      "A representable's view is not in a window when it is made or first updated; the walk up next must wait a turn of the main queue.",
    fidelity: ["7.5", "7.1", "1.2"], minutes: 10,
    hints: [
      "When updateUIView first runs, the probe's view has no superview and no window yet (FIDELITY 7.5), so the walk up next finds no controller.",
      "The second article defers the walk with DispatchQueue.main.async; by the next turn of the main queue the view is in the sheet's window.",
      "Wrap the line in updateUIView: DispatchQueue.main.async { uiView.controllerUpTheChain?.presentationController?.delegate = delegate }",
    ])
}

/// The check of exercise 9 of ``LearnCourse``.
@MainActor
public enum ProbeTooEarlyCheck {
  /// Checks the learner's probe, made by `makeProbe` with the delegate to install.
  public static func check<Probe: View>(
    makeProbe: @escaping @MainActor (any UIAdaptivePresentationControllerDelegate) -> Probe
  ) -> Verdict {
    var list = CheckList(exercise: 9, total: 2)
    let lock = SheetLock()
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let host = device.show(ProbeLauncher(probe: { AnyView(makeProbe(lock)) }))
    let mark = device.trace.mark
    _ = try? device.hand.tap(label: "Open")
    device.runUntilIdle()
    let sheet = host.presentedViewController
    let delegate = sheet?.presentationController?.delegate
    list.expect("The probe installs the delegate on the sheet's controller", delegate === lock) {
      .init(
        explanation: """
          The sheet's presentation controller's delegate is \(Evidence.describe(delegate)), not the
          probe's SheetLock. When updateUIView runs, the probe's view is not in a window yet and
          its next is nil (FIDELITY 7.5): the walk finds nothing.
          """,
        evidence: Evidence.trace(device.trace, in: [.delegate, .queue], since: mark))
    }
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    list.expect("The installed delegate refuses the swipe", host.presentedViewController != nil) {
      .init(
        explanation: "The sheet was swiped away: SheetLock never answered.",
        evidence: Evidence.trace(device.trace, in: [.delegate], since: mark))
    }
    return list.verdict
  }
}

/// A delegate that refuses every swipe.
@MainActor
final class SheetLock: UIResponder, UIAdaptivePresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    false
  }
}

/// A button that opens a sheet whose content has the probe in its background.
private struct ProbeLauncher: View {
  @State var showing = false
  let probe: @MainActor () -> AnyView

  var body: some View {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing) {
        Text("Sheet with a probe").background(probe())
      }
  }
}
