import Foundation
import ResponderLabTesting
import SimSwiftUI
import Testing
import XCTest

// The probe of the second article written in a file that also imports Foundation and XCTest, as most
// real files and every XCTest file do. `DispatchQueue` here is Dispatch's own type; the hop must still
// run on the device's main queue, on its next turn (FIDELITY 13.1).

private final class FoundationProbeLog {
  var controllersFound: [String] = []
}

private final class FoundationSheetGate: NSObject, UIAdaptivePresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  { false }
}

private struct FoundationProbe: UIViewRepresentable {
  let gate: FoundationSheetGate
  let log: FoundationProbeLog

  func makeUIView(context: Context) -> UIView { UIView() }

  func updateUIView(_ uiView: UIView, context: Context) {
    DispatchQueue.main.async {
      var responder: UIResponder? = uiView.next
      while responder != nil, !(responder is UIViewController) { responder = responder?.next }
      let controller = responder as? UIViewController
      log.controllersFound.append(controller.map { String(describing: type(of: $0)) } ?? "nil")
      controller?.presentationController?.delegate = gate
    }
  }
}

private struct FoundationLauncher: View {
  @State var sheet = false
  let gate: FoundationSheetGate
  let log: FoundationProbeLog

  var body: some View {
    Button("show sheet") { sheet = true }
      .sheet(isPresented: $sheet) {
        Text("sheet").background(FoundationProbe(gate: gate, log: log))
      }
  }
}

@MainActor
private func runProbe() throws -> (FoundationProbeLog, FoundationSheetGate, SimulatedDevice) {
  let log = FoundationProbeLog()
  let gate = FoundationSheetGate()
  let device = SimulatedDevice()
  device.show(UIHostingController(rootView: FoundationLauncher(gate: gate, log: log)))
  try device.hand.tap(label: "show sheet")
  #expect(log.controllersFound.isEmpty, "the hop waits for a later turn of the main queue")
  device.runUntilIdle()
  return (log, gate, device)
}

@Suite("The probe in a file that imports Foundation and XCTest")
@MainActor
struct ProbeFromFoundationFileTests {
  @Test(
    "FIDELITY 13.1: DispatchQueue.main.async from a Foundation file runs on the device's queue and the probe finds the sheet's controller"
  )
  func probeFindsSheetController() throws {
    let (log, gate, device) = try runProbe()
    #expect(log.controllersFound == ["PresentationHostingController<AnyView>"])
    #expect(device.hand.topSheet?.delegate === gate)
  }
}

final class ProbeFromFoundationFileXCTests: XCTestCase {
  /// FIDELITY 13.1, in an XCTest async test: the same probe, the same result.
  @MainActor
  func testProbeFindsSheetController() async throws {
    let (log, gate, device) = try runProbe()
    XCTAssertEqual(log.controllersFound, ["PresentationHostingController<AnyView>"])
    XCTAssertTrue(device.hand.topSheet?.delegate === gate)
  }
}
