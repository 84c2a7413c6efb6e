import ResponderLabTesting
import SimSwiftUI
import Testing

private final class Tracker {
  weak var coordinator: AnyObject?
  weak var platformView: UIView?
  weak var embedded: UIViewController?
  weak var model: Model?
}

private final class Model: ObservableObject {
  @Published var count = 0
}

private struct TrackedLabel: UIViewRepresentable {
  let tracker: Tracker

  final class Coordinator {}

  func makeCoordinator() -> Coordinator {
    let made = Coordinator()
    tracker.coordinator = made
    return made
  }

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    tracker.platformView = label
    return label
  }

  func updateUIView(_ uiView: UILabel, context: Context) {}
}

private final class EmbeddedController: UIViewController {}

private struct TrackedController: UIViewControllerRepresentable {
  let tracker: Tracker

  func makeUIViewController(context: Context) -> EmbeddedController {
    let made = EmbeddedController()
    tracker.embedded = made
    return made
  }

  func updateUIViewController(_ uiViewController: EmbeddedController, context: Context) {}
}

private struct ModelView: View {
  @StateObject var model: Model
  let tracker: Tracker

  var body: some View {
    Text("\(model.count)").onAppear { tracker.model = model }
  }
}

private struct Screen: View {
  let tracker: Tracker
  @State var showing = false

  var body: some View {
    VStack {
      TrackedLabel(tracker: tracker).frame(width: 10, height: 10)
      TrackedController(tracker: tracker)
      ModelView(model: Model(), tracker: tracker)
      Button("Open") { showing = true }
    }
    .sheet(isPresented: $showing) { Text("sheet") }
  }
}

/// A list whose rows a tap selects: each row's environment reaches the list's row state.
private struct SelectableList: View {
  @State var selected: String?

  var body: some View {
    VStack {
      Text("selected \(selected ?? "none")")
      List(selection: $selected) {
        ForEach(["Apple", "Banana"], id: \.self) { name in
          Text(name)
        }
      }
    }
  }
}

/// Hosting controllers, their graphs, representables, coordinators, state objects and SwiftUI's
/// presented hosting controllers are all freed after a teardown.
@Suite("Ownership: SwiftUI objects are freed after teardown")
@MainActor
struct SwiftUIOwnershipTests {
  @Test(
    "Hosting controller, representables, coordinator, state object and a shown sheet are freed")
  func everythingFreed() throws {
    let tracker = Tracker()
    weak var weakHost: UIViewController?
    weak var weakSheet: UIViewController?
    do {
      let device = SimulatedDevice()
      let host = device.show(Screen(tracker: tracker))
      try device.hand.tap(label: "Open")
      device.runUntilIdle()
      weakHost = host
      weakSheet = host.presentedViewController
      #expect(weakSheet != nil)
      #expect(tracker.coordinator != nil)
      #expect(tracker.platformView != nil)
      #expect(tracker.embedded != nil)
      #expect(tracker.model != nil)
      device.tearDown()
    }
    #expect(weakHost == nil)
    #expect(weakSheet == nil)
    #expect(tracker.coordinator == nil)
    #expect(tracker.platformView == nil)
    #expect(tracker.embedded == nil)
    #expect(tracker.model == nil)
  }

  @Test("A list with a selection, a row of it tapped, is freed with its device, nodes and view")
  func selectableListFreed() throws {
    weak var weakHost: UIViewController?
    weak var weakList: UIView?
    var weakNodes: [() -> ViewNode?] = []
    do {
      let device = SimulatedDevice()
      let host = device.show(SelectableList())
      let row = try #require(device.hand.findView(showing: "Banana"))
      try device.hand.tap(row)
      device.runUntilIdle()
      #expect(device.hand.findView(showing: "selected Banana") != nil)
      weakHost = host
      weakList = row.superview
      #expect(weakList is HostedListView)
      var pending = [try #require(host.graph.root)]
      while let node = pending.popLast() {
        weakNodes.append { [weak node] in node }
        pending += node.children
      }
      #expect(weakNodes.count > 5)
    }
    #expect(weakHost == nil)
    #expect(weakList == nil)
    // A row's environment holds the list's selection; were it to hold the list's row state, which
    // holds the rows, rows and state would keep each other.
    #expect(weakNodes.allSatisfy { $0() == nil }, "every node of the list's graph is freed")
  }
}
