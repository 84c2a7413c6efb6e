import ResponderLabDevice
public import SimSwiftUI

extension Exercise {
  /// Exercise 18.
  static let replaceSwiftUIDelegate = Exercise(
    number: 18, folder: "18-ReplaceSwiftUIDelegate", fileName: "ReplaceSwiftUIDelegate.swift",
    title: "Replace SwiftUI's delegate without breaking it",
    task: """
      A SwiftUI sheet's presentation controller already has a delegate: SwiftUI's own. The check
      replaces it with your ForwardingGuard. Assume (UNCONFIRMED, FIDELITY 5.4) that SwiftUI learns
      of a swipe only through its delegate: after a swipe the sheet's binding must still go back to
      false. Make ForwardingGuard refuse while blocks is true and pass everything else on.
      """,
    teaches:
      "Whoever replaces a delegate takes over its duties: keep the old one (weakly) and forward what you do not decide.",
    fidelity: ["5.4", "2.6", "4.1"], minutes: 12,
    hints: [
      "After a swipe with the starter, the sheet is gone but 'showing: yes' stays: SwiftUI never heard presentationControllerDidDismiss, so the button cannot open the sheet again.",
      "Keep the delegate you replace: store the one passed to init in a property, weak like UIKit's own (FIDELITY 2.6); SwiftUI keeps its delegate alive itself.",
      "Forward presentationControllerWillDismiss, presentationControllerDidDismiss and presentationControllerDidAttemptToDismiss to the original, and answer presentationControllerShouldDismiss with !blocks && (original?.presentationControllerShouldDismiss(presentationController) ?? true).",
    ])
}

/// The check of exercise 18 of ``LearnCourse``.
@MainActor
public enum ReplaceSwiftUIDelegateCheck {
  /// Checks the learner's guard: `makeGuard` makes one around SwiftUI's delegate, `setBlocks` sets
  /// whether it refuses.
  public static func check<Guard: UIAdaptivePresentationControllerDelegate>(
    makeGuard: ((any UIAdaptivePresentationControllerDelegate)?) -> Guard,
    setBlocks: (Guard, Bool) -> Void
  ) -> Verdict {
    var list = CheckList(exercise: 18, total: 5)

    func open() -> (SimulatedDevice, UIHostingController<SwiftUISheetLauncher>, Guard?) {
      let device = SimulatedDevice(appDelegate: AppDelegate())
      device.simulation.swiftUIAssumptions.sheetDismissalReset = .presentationControllerDelegate
      let host = device.show(SwiftUISheetLauncher())
      _ = try? device.hand.tap(label: "Open")
      device.runUntilIdle()
      guard let presentation = host.presentedViewController?.presentationController else {
        return (device, host, nil)
      }
      let replacement = makeGuard(presentation.delegate)
      presentation.delegate = replacement
      return (device, host, replacement)
    }

    let (device, host, replacement) = open()
    if let replacement { setBlocks(replacement, true) }
    var mark = device.trace.mark
    try? device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    list.expect("While blocks is true, a swipe is refused", host.presentedViewController != nil) {
      .init(
        explanation: "The sheet was swiped away while blocks was true.",
        evidence: Evidence.trace(device.trace, in: [.delegate, .swiftUI], since: mark))
    }

    let (cleanDevice, cleanHost, cleanGuard) = open()
    if let cleanGuard { setBlocks(cleanGuard, false) }
    mark = cleanDevice.trace.mark
    try? cleanDevice.hand.swipeDown(by: 700)
    cleanDevice.runUntilIdle()
    let reset = cleanDevice.hand.findView(showing: "showing: no") != nil
    list.expect(
      "After a swipe, the sheet is gone and its binding is false again",
      cleanHost.presentedViewController == nil && reset
    ) {
      .init(
        explanation: """
          After the swipe the screen shows '\(reset ? "showing: no" : "showing: yes")'. SwiftUI
          resets isPresented when its delegate hears presentationControllerDidDismiss (the
          assumption of this exercise, FIDELITY 5.4); your guard replaced that delegate and kept
          the news to itself.
          """,
        evidence: Evidence.trace(
          cleanDevice.trace, in: [.delegate, .swiftUI, .presentation], since: mark))
    }
    _ = try? cleanDevice.hand.tap(label: "Open")
    cleanDevice.runUntilIdle()
    list.expect("The sheet opens again", cleanHost.presentedViewController != nil) {
      .init(
        explanation: "Tapping Open did not present the sheet again.",
        evidence: Evidence.trace(cleanDevice.trace, in: [.swiftUI, .presentation], since: mark))
    }
    _ = (replacement, cleanGuard)
    guard list.isPassing else { return list.verdict }
    checkDuties(of: makeGuard, setBlocks: setBlocks, into: &list)
    return list.verdict
  }

  static let callbacks = [
    "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
    "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
  ]

  /// What the course teaches about a replacement: it forwards every callback it does not decide,
  /// and holds the original weakly. Checked with a recording original that nothing else holds.
  private static func checkDuties<Guard: UIAdaptivePresentationControllerDelegate>(
    of makeGuard: ((any UIAdaptivePresentationControllerDelegate)?) -> Guard,
    setBlocks: (Guard, Bool) -> Void, into list: inout CheckList
  ) {
    let device = SimulatedDevice(appDelegate: AppDelegate())
    let sheet = UIViewController()
    device.show(UIViewController())
    guard let presentation = sheet.presentationController else { return }
    var original: RecordingDelegate? = RecordingDelegate()
    weak let weakOriginal = original
    let replacement = makeGuard(original)
    setBlocks(replacement, false)
    _ = replacement.presentationControllerShouldDismiss(presentation)
    replacement.presentationControllerWillDismiss(presentation)
    replacement.presentationControllerDidDismiss(presentation)
    replacement.presentationControllerDidAttemptToDismiss(presentation)
    let heard = original?.calls ?? []
    let missing = callbacks.filter { !heard.contains($0) }
    list.expect(
      "While blocks is false, every dismissal callback reaches the original", missing.isEmpty
    ) {
      .init(
        explanation: """
          The check called the four dismissal callbacks on your guard; the original heard \
          \(heard.isEmpty ? "none of them" : heard.joined(separator: ", ")) and not \
          \(missing.joined(separator: ", ")). A replacement takes over every duty of the delegate
          it replaces: what it does not decide, it passes on (FIDELITY 5.4, 4.1).
          """,
        evidence: "original heard: " + (heard.isEmpty ? "nothing" : heard.joined(separator: ", ")),
        mistake: .forwardsSomeCallbacks(missing: missing))
    }
    original = nil
    list.expect("The guard holds the original weakly", weakOriginal == nil) {
      .init(
        explanation: """
          Once nothing else held the original delegate, your guard still kept it alive: it holds
          it strongly. UIKit holds delegates weakly (FIDELITY 2.6) and SwiftUI keeps its own
          delegate alive itself; a strong reference keeps a dismissed sheet's delegate forever.
          """,
        mistake: .holdsOriginalStrongly)
    }
    _ = replacement
  }
}

extension Mistake {
  /// A replacement that forwards only some callbacks (often only `DidDismiss`).
  static func forwardsSomeCallbacks(missing: [String]) -> Mistake {
    Mistake(
      "forwardsSomeCallbacks",
      hint: """
        Your guard keeps \(missing.joined(separator: ", ")) to itself. Implement each of them and \
        call the same method on the original.
        """)
  }

  /// The original delegate in a strong property.
  static let holdsOriginalStrongly = Mistake(
    "holdsOriginalStrongly",
    hint: """
      Declare the property that keeps the original weak: private weak var original: (any \
      UIAdaptivePresentationControllerDelegate)?
      """)
}

/// A button that opens a sheet and shows whether the sheet's binding is true.
struct SwiftUISheetLauncher: View {
  @State var showing = false

  var body: some View {
    VStack {
      Text("showing: \(showing ? "yes" : "no")")
      Button("Open") { showing = true }
        .sheet(isPresented: $showing) { Text("A sheet") }
    }
  }
}
