import ResponderLabTesting
import SimSwiftUI
import Testing

private final class Journal {
  var entries: [String] = []
}

private struct Gauge: UIViewRepresentable {
  let value: Int
  let journal: Journal

  final class Coordinator {
    let journal: Journal
    init(journal: Journal) {
      self.journal = journal
      journal.entries.append("coordinator")
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(journal: journal) }

  func makeUIView(context: Context) -> UILabel {
    journal.entries.append("make")
    return UILabel()
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    journal.entries.append("update \(value)")
    uiView.text = "\(value)"
  }

  static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
    coordinator.journal.entries.append("dismantle")
  }
}

private struct GaugePanel: View {
  let journal: Journal
  @State private var value = 1
  @State private var shown = true
  @State private var unrelated = 0

  var body: some View {
    VStack {
      if shown { Gauge(value: value, journal: journal).frame(width: 50, height: 20) }
      Button("bump") { value += 1 }
      Button("other \(unrelated)") { unrelated += 1 }
      Button("hide") { shown = false }
    }
  }
}

private final class PlainController: UIViewController {}

private struct Embedded: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> PlainController { PlainController() }
  func updateUIViewController(_ uiViewController: PlainController, context: Context) {}
}

@Suite("Representables")
@MainActor
struct RepresentableTests {
  @Test(
    "Coordinator, make and update run once at first, update again only for new inputs (FIDELITY 7.5)"
  )
  func representableLifecycle() throws {
    let journal = Journal()
    let device = SimulatedDevice()
    device.show(GaugePanel(journal: journal))
    #expect(journal.entries == ["coordinator", "make", "update 1"])
    try device.hand.tap(label: "other 0")
    device.runUntilIdle()
    #expect(journal.entries == ["coordinator", "make", "update 1"])
    try device.hand.tap(label: "bump")
    device.runUntilIdle()
    #expect(journal.entries.last == "update 2")
    try device.hand.tap(label: "hide")
    device.runUntilIdle()
    #expect(journal.entries.last == "dismantle")
  }

  @Test(
    "A representable's controller becomes a child of the enclosing hosting controller (FIDELITY 7.3, 8.3)"
  )
  func controllerBecomesChild() throws {
    let device = SimulatedDevice()
    let host = device.show(VStack { Embedded() })
    let child = try #require(host.children.first as? PlainController)
    #expect(child.view.window === device.window)
    #expect(child.view.next === child)
    #expect(child.next === child.view.superview)
  }

  @Test("Setting rootView of a hosting controller re-renders its content (FIDELITY 7)")
  func rootViewSetterRerenders() {
    let device = SimulatedDevice()
    let host = device.show(Text("before"))
    host.rootView = Text("after")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "after") != nil)
    #expect(device.hand.findView(showing: "before") == nil)
  }
}
