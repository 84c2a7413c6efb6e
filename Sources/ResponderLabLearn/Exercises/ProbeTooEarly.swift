import ResponderLabDevice
public import SimSwiftUI

extension Exercise {
  /// Exercise 16.
  static let probeTooEarly = Exercise(
    number: 16, folder: "16-ProbeTooEarly", fileName: "ProbeTooEarly.swift",
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

/// The check of exercise 16 of ``LearnCourse``.
@MainActor
public enum ProbeTooEarlyCheck {
  /// Checks the learner's probe, made by `makeProbe` with the delegate to install.
  public static func check<Probe: View>(
    makeProbe: @escaping @MainActor (any UIAdaptivePresentationControllerDelegate) -> Probe
  ) -> Verdict {
    var list = CheckList(exercise: 16, total: 2)
    let lock = SheetLock()
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let host = device.show(ProbeLauncher(probe: { AnyView(makeProbe(lock)) }))
    let mark = device.trace.mark
    _ = try? device.hand.tap(label: "Open")
    device.runUntilIdle()
    let sheet = host.presentedViewController
    let delegate = sheet?.presentationController?.delegate
    list.expect("The probe installs the delegate on the sheet's controller", delegate === lock) {
      placementFailure(
        device: device, host: host, sheet: sheet, lock: lock, probe: String(describing: Probe.self),
        since: mark)
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

extension ProbeTooEarlyCheck {
  /// What the learner's probe did: where the lock went, and when the walk up the chain ran.
  static func placementFailure(
    device: SimulatedDevice, host: UIViewController, sheet: UIViewController?,
    lock: SheetLock, probe: String, since mark: Int
  ) -> CheckList.Failure {
    let events = Array(device.trace.events(since: mark))
    let calls = events.filter {
      ($0.category == .swiftUI && $0.message.hasPrefix(probe + " "))
        || ($0.category == .note && $0.message.hasPrefix("controllerUpTheChain"))
        || $0.category == .queue || $0.category == .delegate
    }.filter { !Evidence.isFrameworkQueueWork($0) }.map(\.line)
    let evidence = calls.isEmpty ? "(nothing in the trace)" : calls.joined(separator: "\n")
    let sheetName = Evidence.describe(sheet)
    // Where did the lock go, if anywhere?
    let holder = [host, sheet].compactMap { $0 }.first {
      $0.presentationController?.delegate === lock
    }
    if let holder, holder !== sheet {
      return .init(
        explanation: """
          The probe installed SheetLock on the presentation controller of \
          \(Evidence.describe(holder)), the controller that presents the sheet, not on \
          \(sheetName)'s. A swipe on the sheet asks the delegate of the sheet's own presentation
          controller (FIDELITY 2.4): install it on the first controller up the chain from the
          probe's view, not on its presenter.
          """,
        evidence: evidence, mistake: .delegateOnPresenter)
    }
    let walks = events.enumerated().filter {
      $0.element.category == .note && $0.element.message.hasPrefix("controllerUpTheChain")
    }
    let made = events.firstIndex {
      $0.category == .swiftUI && $0.message.hasPrefix(probe + " makeUIView")
    }
    let updated = events.firstIndex {
      $0.category == .swiftUI && $0.message.hasPrefix(probe + " updateUIView")
    }
    let delegateName = Evidence.describe(sheet?.presentationController?.delegate)
    let found = "The sheet's presentation controller's delegate is \(delegateName), not SheetLock."
    if let made, walks.contains(where: { $0.offset < made }) {
      return .init(
        explanation: found + """
           Your walk up the chain ran inside makeUIView, before SwiftUI had put the view
          anywhere: its window and its next were nil, so it found no controller (FIDELITY 7.5).
          """,
        evidence: evidence, mistake: .walksInMakeUIView)
    }
    if let updated,
      let early = walks.first(where: { walk in
        walk.offset > updated
          && !events[updated..<walk.offset].contains {
            $0.category == .queue && $0.message.hasPrefix("run")
          }
      })
    {
      return .init(
        explanation: found + """
           Your walk ran inside updateUIView itself (\(early.element.message)): the view was not
          in a window yet, so its next was nil and the walk found nothing (FIDELITY 7.5).
          """,
        evidence: evidence, mistake: .walksBeforeWindow)
    }
    return .init(
      explanation: found + """
         When makeUIView and the first updateUIView run, the probe's view is not in a window and
        its next is nil (FIDELITY 7.5); the trace shows when your code ran.
        """,
      evidence: evidence)
  }
}

extension Mistake {
  /// The walk and the delegate in `makeUIView`.
  static let walksInMakeUIView = Mistake(
    "walksInMakeUIView",
    hint: """
      Your walk runs in makeUIView, where the view you just made is in no hierarchy at all. Move \
      it to updateUIView, and defer it a turn with DispatchQueue.main.async.
      """)
  /// The walk in `updateUIView` without `DispatchQueue.main.async`.
  static let walksBeforeWindow = Mistake(
    "walksBeforeWindow",
    hint: """
      Your walk runs synchronously in the first updateUIView, before the view is in the sheet's \
      window. Wrap it in DispatchQueue.main.async { … }: one turn later the view is in place.
      """)
  /// The delegate on the presenter's presentation controller.
  static let delegateOnPresenter = Mistake(
    "delegateOnPresenter",
    hint: """
      You reached the presenter (presentingViewController, or a walk that kept going) and set \
      the delegate on its presentation controller. Stop at the first controller up the chain: \
      the sheet's own controller.
      """)
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
