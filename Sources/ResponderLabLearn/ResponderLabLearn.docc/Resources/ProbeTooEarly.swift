import ResponderLabDevice
import ResponderLabLearn
import SimSwiftUI

/// The second article's probe, walking up the chain as soon as updateUIView runs.
struct EagerProbe: UIViewRepresentable {
  let delegate: any UIAdaptivePresentationControllerDelegate

  func makeUIView(context: Context) -> UIView {
    UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    uiView.controllerUpTheChain?.presentationController?.delegate = delegate
  }
}

/// A delegate that refuses every swipe.
final class RefusingDelegate: UIAdaptivePresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    false
  }
}

/// Opens a sheet whose content carries `probe` in its background; returns the probe's walks and
/// the delegates set, as the trace shows them.
@MainActor
func openSheet<Probe: View>(with probe: (RefusingDelegate) -> Probe) -> String {
  let delegate = RefusingDelegate()
  let device = SimulatedDevice()
  let content = probe(delegate)
  device.show(
    ProbeHost(probe: AnyView(content)))
  let mark = device.trace.mark
  _ = try? device.hand.tap(label: "Open")
  device.runUntilIdle()
  return device.trace.events(since: mark).filter {
    $0.message.hasPrefix("controllerUpTheChain") || $0.message.hasPrefix("delegate =")
  }.map(\.line).joined(separator: "\n")
}

/// A button that opens a sheet with the probe in its background.
struct ProbeHost: View {
  let probe: AnyView
  @State private var showing = false

  var body: some View {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing) { Text("Sheet").background(probe) }
  }
}
