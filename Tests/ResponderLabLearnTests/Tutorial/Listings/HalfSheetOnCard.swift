import ResponderLabDevice
import ResponderLabLearn
import SimSwiftUI

/// The third article's half sheet, as an overlay on an inner view: the button.
struct CardScreen: View {
  @State private var showing = false

  var body: some View {
    VStack {
      Text("Inbox")
      Button("Show Panel") { withAnimation { showing = true } }
        .halfPanel(isPresented: $showing) { Text("Panel") }
    }
  }
}

/// Shows the panel and returns the dimming view's frame next to the screen's.
@MainActor
func dimmingFrame<Screen: View>(of screen: Screen) -> String {
  let device = SimulatedDevice()
  device.show(screen)
  _ = try? device.hand.tap(label: "Show Panel")
  device.advance(by: 1)
  var dimming = "none"
  device.window.forEachInSubtree { view in
    if let color = view as? HostedColorView, color.backgroundColor?.alpha == 0.35 {
      let frame = color.frameInWindow
      dimming = "(\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))"
    }
  }
  let bounds = device.window.bounds
  return "dimming: \(dimming)\nscreen:  (0.0 0.0; \(bounds.width) \(bounds.height))"
}
