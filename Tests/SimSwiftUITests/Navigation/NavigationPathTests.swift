import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Recipe: Hashable {
  let name: String
}

/// A cookbook whose stack follows a typed path.
private struct Cookbook: View {
  @State var path: [Recipe] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("depth \(path.count)")
        Button("Open soup") { path.append(Recipe(name: "soup")) }
        Button("Open soup and salad") {
          path.append(contentsOf: [Recipe(name: "soup"), Recipe(name: "salad")])
        }
        NavigationLink("Link to stew", value: Recipe(name: "stew"))
      }
      .navigationDestination(for: Recipe.self) { recipe in
        VStack {
          Text("recipe \(recipe.name)")
          Button("Deeper from \(recipe.name)") { path.append(Recipe(name: recipe.name + "+")) }
          Button("Home from \(recipe.name)") { path.removeAll() }
        }
      }
    }
  }
}

/// A stack whose path is a `NavigationPath` of two value types.
private struct MixedPath: View {
  @State var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("count \(path.count)")
        Button("Push number") { path.append(7) }
        Button("Push word") { path.append("seven") }
        Button("Pop one") { path.removeLast() }
      }
      .navigationDestination(for: Int.self) { number in Text("number \(number)") }
      .navigationDestination(for: String.self) { word in Text("word \(word)") }
    }
  }
}

@Suite("NavigationStack(path:)")
@MainActor
struct NavigationPathTests {
  private func navigation(in host: UIViewController) throws -> UIKitNavigationController {
    try #require(host.children.first as? UIKitNavigationController)
  }

  @Test(
    "FIDELITY 20.1: appending to the path pushes a NavigationStackHostingController, after the update and deferred to the layout pass (FIDELITY 8.9)"
  )
  func appendPushes() throws {
    let device = SimulatedDevice()
    let host = device.show(Cookbook())
    let navigation = try navigation(in: host)
    let mark = device.trace.events.count
    try device.hand.tap(label: "Open soup")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController is NavigationStackHostingController<AnyView>)
    #expect(device.hand.findView(showing: "recipe soup") != nil)
    let lines = device.traceLines(since: mark)
    let pathLine = try #require(lines.firstIndex { $0.contains("NavigationStack path [") })
    let push = try #require(lines.firstIndex { $0.contains("pushViewController(") })
    let loaded = try #require(
      lines.firstIndex {
        $0.contains("NavigationStackHostingController") && $0.contains("viewDidLoad")
      })
    #expect(pathLine < push)
    #expect(push < loaded)
  }

  @Test("FIDELITY 20.1: several values appended at once set the whole stack")
  func severalValuesSetTheStack() throws {
    let device = SimulatedDevice()
    let host = device.show(Cookbook())
    let navigation = try navigation(in: host)
    let mark = device.trace.events.count
    try device.hand.tap(label: "Open soup and salad")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 3)
    #expect(device.hand.findView(showing: "recipe salad") != nil)
    #expect(
      device.traceLines(since: mark).contains {
        $0.contains("setViewControllers") || $0.contains("pushes 2")
      })
  }

  @Test("FIDELITY 20.1: emptying the path pops to the root")
  func emptyingPopsToRoot() throws {
    let device = SimulatedDevice()
    let host = device.show(Cookbook())
    let navigation = try navigation(in: host)
    try device.hand.tap(label: "Open soup")
    device.runUntilIdle()
    try device.hand.tap(label: "Deeper from soup")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 3)
    let mark = device.trace.events.count
    try device.hand.tap(label: "Home from soup+")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(device.traceLines(since: mark).contains { $0.contains("popToRootViewController") })
    #expect(device.hand.findView(showing: "depth 0") != nil)
  }

  @Test("FIDELITY 20.1: the back button and the edge swipe pop, and the path follows")
  func backButtonAndSwipeWriteThePath() throws {
    let device = SimulatedDevice()
    let host = device.show(Cookbook())
    let navigation = try navigation(in: host)
    try device.hand.tap(label: "Open soup and salad")
    device.runUntilIdle()
    try device.tapBackButton()
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(device.hand.findView(showing: "recipe soup") != nil)
    try device.swipeBackFromEdge()
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(device.hand.findView(showing: "depth 0") != nil)
    #expect(throws: HandError.self) { try device.tapBackButton() }
  }

  @Test("FIDELITY 20.1: a value link in a stack with a path appends its value to the path")
  func valueLinkAppends() throws {
    let device = SimulatedDevice()
    let host = device.show(Cookbook())
    let navigation = try navigation(in: host)
    try device.hand.tap(label: "Link to stew")
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(device.hand.findView(showing: "recipe stew") != nil)
    try device.tapBackButton()
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "depth 0") != nil)
  }

  @Test("FIDELITY 20.1: a NavigationPath holds values of several types, each with its destination")
  func navigationPathOfSeveralTypes() throws {
    let device = SimulatedDevice()
    let host = device.show(MixedPath())
    let navigation = try navigation(in: host)
    try device.hand.tap(label: "Push number")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "number 7") != nil)
    try device.tapBackButton()
    device.runUntilIdle()
    try device.hand.tap(label: "Push word")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "word seven") != nil)
    #expect(navigation.viewControllers.count == 2)
    try device.swipeBackFromEdge()
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "count 0") != nil)
  }

  @Test("FIDELITY 20.1: a value with no destination warns instead of pushing silently")
  func missingDestinationWarns() throws {
    struct NoDestination: View {
      @State var path = NavigationPath([3.5])
      var body: some View {
        NavigationStack(path: $path) { Text("root") }
      }
    }
    let device = SimulatedDevice()
    device.show(NoDestination())
    device.runUntilIdle()
    #expect(device.warnings.contains { $0.contains("no matching navigationDestination") })
  }

  @Test("FIDELITY 20.1: removing more values than the path holds is a fault, not a crash")
  func removingTooManyIsAFault() throws {
    let device = SimulatedDevice()
    device.simulation.withCurrent {
      var path = NavigationPath([1, 2])
      path.removeLast(3)
      #expect(path.isEmpty)
    }
    #expect(device.faults.contains { $0.reason.contains("Can't remove 3 items") })
  }

  @Test(
    "FIDELITY 20.1: a path misused off the main actor records its fault on the device's next turn, without stopping the process"
  )
  func removingTooManyOffTheMainActorIsAFault() async {
    let device = SimulatedDevice()
    let emptied = await device.simulation.runAsCurrent { await removeTooManyOffTheMainActor() }
    #expect(emptied)
    #expect(device.faults.isEmpty)
    device.runUntilIdle()
    #expect(device.faults.contains { $0.reason.contains("Can't remove 2 items") })
  }
}

/// Misuses a path in code that runs on Swift's global executors, off the main actor; returns whether
/// the path was emptied.
@concurrent
private func removeTooManyOffTheMainActor() async -> Bool {
  var path = NavigationPath([1])
  path.removeLast(2)
  return path.isEmpty
}
