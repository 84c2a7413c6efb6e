import ResponderLabDevice
import ResponderLabDiagnostics
public import SimSwiftUI

extension Exercise {
  /// Exercise 21.
  static let overlayAtRightLevel = Exercise(
    number: 21, folder: "21-OverlayAtRightLevel", fileName: "OverlayAtRightLevel.swift",
    title: "The overlay half sheet at the right level of the tree",
    task: """
      InboxScreen shows the third article's half panel (.halfPanel, built from .overlay) when
      "Show Panel" is tapped, but the dimming covers only the button and the panel is squeezed
      into it. Make the dimming cover the whole screen, the panel the bottom half, and show it
      with an animation.
      """,
    teaches:
      "An overlay is only as large as the view it modifies; put it on the outermost view, and change the state inside withAnimation for the transition.",
    fidelity: ["7.1"], minutes: 8,
    hints: [
      "Look at the frames in the check's output: the dimming view has the button's frame. An overlay covers exactly the view it is attached to.",
      "Move .halfPanel(isPresented:) from the button to the outermost view of body, after its .frame(maxWidth: .infinity, maxHeight: .infinity).",
      "Change showPanel inside withAnimation { showPanel = true }: without an animation SwiftUI inserts the panel with no transition.",
    ])
}

/// The check of exercise 21 of ``LearnCourse``.
@MainActor
public enum OverlayAtRightLevelCheck {
  /// Checks the learner's screen.
  public static func check<Screen: View>(screen: Screen) -> Verdict {
    var list = CheckList(exercise: 21, total: 3)
    let device = SimulatedDevice(appDelegate: AppDelegate())
    device.show(screen)
    let mark = device.trace.mark
    do {
      try device.hand.tap(label: "Show Panel")
    } catch {
      list.expect("The screen shows a 'Show Panel' button", false) {
        .init(
          explanation: "\(error)",
          evidence: Evidence.excerpt(of: device.swiftUIDump, keeping: ["Button", "Text"]))
      }
      return list.verdict
    }
    device.advance(by: 1)
    var dimming: UIView?
    device.window.forEachInSubtree { view in
      if let color = view as? HostedColorView, color.backgroundColor?.alpha == 0.35 {
        dimming = color
      }
    }
    let screenFrame = device.window.bounds
    let dimmingFrame = dimming?.frameInWindow
    list.expect("The dimming covers the whole screen", dimmingFrame == screenFrame) {
      .init(
        explanation: """
          The dimming view's frame is \(dimmingFrame.map(ViewTreeDump.format) ?? "nowhere (no dimming)"); \
          the screen is \(ViewTreeDump.format(screenFrame)). An overlay is laid out in the frame of the view it
          modifies, and covers nothing else.
          """,
        evidence: Evidence.excerpt(
          of: device.swiftUIDump, keeping: ["HalfPanelModifier", "Button", "PanelDimming", "Text"]))
    }
    // The panel's text is centred in the panel, so its centre tells where the panel is.
    let text = device.hand.findView(showing: "Half panel")?.frameInWindow
    let expectedCenter = screenFrame.height * 0.75
    list.expect(
      "The panel fills the bottom half",
      text.map { abs($0.midY - expectedCenter) < 1 && abs($0.midX - screenFrame.midX) < 1 } ?? false
    ) {
      .init(
        explanation: """
          The panel's text is centred at \(text.map { "(\($0.midX), \($0.midY))" } ?? "nowhere"); \
          a panel over the bottom half of the screen centres it at (\(screenFrame.midX), \
          \(expectedCenter)).
          """,
        evidence: Evidence.excerpt(
          of: device.swiftUIDump, keeping: ["HalfPanelModifier", "GeometryReader", "Text"]))
    }
    let inserted = device.traceLines(in: [.swiftUI], since: mark).contains {
      $0.contains("insert HalfPanel")
    }
    list.expect("The panel is shown with an animation", inserted) {
      .init(
        explanation: """
          The panel appeared without a transition: the state that shows it changed outside
          withAnimation, so SwiftUI inserted it at once.
          """,
        evidence: Evidence.trace(device.trace, in: [.swiftUI], since: mark).split(separator: "\n")
          .filter {
            $0.contains("insert") || $0.contains("transaction") || $0.contains("HalfPanel")
          }
          .prefix(12).joined(separator: "\n"))
    }
    return list.verdict
  }
}
