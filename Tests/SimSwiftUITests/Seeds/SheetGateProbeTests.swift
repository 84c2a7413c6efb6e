import ResponderLabTesting
import SimSwiftUI
import Testing

// Code shaped like the second article's enhanced interactiveDismissDisabled: an empty
// UIViewRepresentable in the background of a sheet's content walks the responder chain, after a
// DispatchQueue.main.async hop, to the sheet's controller and installs a delegate there.

private final class ProbeLog {
  var windowsAtMake: [UIWindow?] = []
  var controllersFound: [String] = []
  var attempts = 0
  var delegateCalls: [String] = []
}

private final class SheetGate: NSObject, UIAdaptivePresentationControllerDelegate {
  var blocks: Bool
  @Binding var attempt: UUID
  var log: ProbeLog?

  init(_ blocks: Bool, attempt: Binding<UUID> = .constant(UUID()), log: ProbeLog? = nil) {
    self.blocks = blocks
    _attempt = attempt
    self.log = log
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log?.delegateCalls.append("shouldDismiss")
    return !blocks
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log?.delegateCalls.append("willDismiss")
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    attempt = UUID()
  }
}

private struct InstallSheetGate: UIViewRepresentable {
  let gate: SheetGate
  let log: ProbeLog

  init(blocks: Bool, attempt: Binding<UUID>, log: ProbeLog) {
    self.gate = SheetGate(blocks, attempt: attempt, log: log)
    self.log = log
  }

  func makeUIView(context: Context) -> some UIView {
    let view = UIView()
    log.windowsAtMake.append(view.window)
    return view
  }

  func updateUIView(_ uiView: UIViewType, context: Context) {
    DispatchQueue.main.async {
      let controller = uiView.owningController
      log.controllersFound.append(controller.map { String(describing: type(of: $0)) } ?? "nil")
      controller?.presentationController?.delegate = gate
    }
  }
}

extension UIView {
  fileprivate var owningController: UIViewController? {
    var responder: UIResponder? = self.next
    while responder != nil {
      if let controller = responder as? UIViewController {
        return controller
      }
      responder = responder?.next
    }
    return nil
  }
}

extension View {
  fileprivate func interactiveDismissDisabled(
    _ blocks: Bool, attempt: Binding<UUID>, log: ProbeLog
  ) -> some View {
    background(InstallSheetGate(blocks: blocks, attempt: attempt, log: log))
  }
}

private struct GateLauncher: View {
  @State var sheet = false
  let log: ProbeLog

  var body: some View {
    VStack {
      Button("show sheet") {
        sheet.toggle()
      }
    }
    .sheet(isPresented: $sheet) {
      GateSheet(log: log)
    }
  }
}

private struct GateSheet: View {
  @State var blocks = false
  @State var attempt = UUID()
  let log: ProbeLog

  var body: some View {
    VStack {
      Button("blocks: \(blocks ? "true" : "false")") {
        blocks.toggle()
      }
      .interactiveDismissDisabled(blocks, attempt: $attempt, log: log)
    }
    .onChange(of: attempt) { _ in
      log.attempts += 1
    }
  }
}

@Suite("The background probe of the second article")
@MainActor
struct SheetGateProbeTests {
  @Test("A probe has no window in makeUIView (FIDELITY 7.5)")
  func probeHasNoWindowWhenMade() throws {
    let log = ProbeLog()
    let device = SimulatedDevice()
    device.show(UIHostingController(rootView: GateLauncher(log: log)))
    try device.hand.tap(label: "show sheet")
    device.runUntilIdle()
    #expect(log.windowsAtMake.count == 1)
    #expect(log.windowsAtMake.allSatisfy { $0 == nil })
  }

  @Test(
    "After the async hop, the probe's walk reaches the sheet's PresentationHostingController (FIDELITY 7.1, 7.5)"
  )
  func probeWalkReachesPresentationHost() throws {
    let log = ProbeLog()
    let device = SimulatedDevice()
    device.show(UIHostingController(rootView: GateLauncher(log: log)))
    try device.hand.tap(label: "show sheet")
    device.runUntilIdle()
    #expect(log.controllersFound.first == "PresentationHostingController<AnyView>")
    let sheet = try #require(device.hand.topSheet)
    #expect(sheet.delegate is SheetGate)
  }

  @Test(
    "The first update runs before insertion, so a walk without the hop finds nothing (FIDELITY 7.5)"
  )
  func firstUpdateIsBeforeInsertion() throws {
    let device = SimulatedDevice()
    var windowsAtUpdate: [UIWindow?] = []
    struct Probe: UIViewRepresentable {
      let report: (UIWindow?) -> Void
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) { report(uiView.window) }
    }
    device.show(UIHostingController(rootView: Probe { windowsAtUpdate.append($0) }))
    #expect(windowsAtUpdate.count == 1)
    #expect(windowsAtUpdate.first.flatMap { $0 } == nil)
  }

  @Test(
    "With the first update after insertion switched on, the update sees the window (FIDELITY 7.5)")
  func firstUpdateAfterInsertionWhenSwitched() throws {
    let device = SimulatedDevice()
    device.simulation.swiftUIAssumptions.firstRepresentableUpdateBeforeInsertion = false
    var windowsAtUpdate: [UIWindow?] = []
    struct Probe: UIViewRepresentable {
      let report: (UIWindow?) -> Void
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) { report(uiView.window) }
    }
    device.show(UIHostingController(rootView: Probe { windowsAtUpdate.append($0) }))
    #expect(windowsAtUpdate.count == 1)
    #expect(windowsAtUpdate.first.flatMap { $0 } === device.window)
  }

  @Test("The article's claim that willDismiss comes before shouldDismiss is false (FIDELITY 4.5)")
  func shouldDismissComesFirst() throws {
    let log = ProbeLog()
    let device = SimulatedDevice()
    device.show(UIHostingController(rootView: GateLauncher(log: log)))
    try device.hand.tap(label: "show sheet")
    device.runUntilIdle()
    try device.hand.swipeDown(by: 800)
    device.runUntilIdle()
    #expect(log.delegateCalls == ["shouldDismiss", "willDismiss"])
    #expect(device.hand.topSheet == nil)
  }

  @Test("A refused swipe changes the attempt UUID once the finger lifts (FIDELITY 4.4)")
  func refusedSwipeChangesAttempt() throws {
    let log = ProbeLog()
    let device = SimulatedDevice()
    device.show(UIHostingController(rootView: GateLauncher(log: log)))
    try device.hand.tap(label: "show sheet")
    device.runUntilIdle()
    try device.hand.tap(label: "blocks: false")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "blocks: true") != nil)
    try device.hand.swipeDown(by: 700)
    device.runUntilIdle()
    #expect(device.hand.topSheet != nil)
    #expect(log.attempts == 1)
  }
}
