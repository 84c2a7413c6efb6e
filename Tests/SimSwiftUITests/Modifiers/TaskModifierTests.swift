import ResponderLabTesting
import SimSwiftUI
import Testing

// SwiftUI's `.task { }` and `.task(id:) { }` on the device's main queue and virtual clock
// (FIDELITY 13.10, 13.11), and `.onAppear { Task { } }`, which nothing cancels (FIDELITY 13.12).

/// What the views under test did, in order. Plain storage: their tasks run on the main actor.
private final class TaskLog: @unchecked Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

/// A view whose task sleeps, then reports how the sleep ended.
private struct Sleeper: View {
  let log: TaskLog
  let seconds: Double

  var body: some View {
    Text("sleeper")
      .onAppear { log.add("appear") }
      .task {
        log.add("task starts at \(Simulation.current.now)")
        do {
          try await Task.sleep(for: .seconds(seconds))
          log.add("slept until \(Simulation.current.now)")
        } catch {
          log.add(
            "\(type(of: error)) at \(Simulation.current.now), cancelled: \(Task.isCancelled)")
        }
      }
  }
}

private struct Toggled: View {
  @State private var shown = true
  let log: TaskLog

  var body: some View {
    VStack {
      if shown { Sleeper(log: log, seconds: 10) }
      Button("hide") { shown = false }
    }
  }
}

private struct Reidentified: View {
  @State private var version = 0
  let log: TaskLog

  var body: some View {
    VStack {
      Sleeper(log: log, seconds: 10).id(version)
      Button("new identity") { version += 1 }
    }
  }
}

private struct Loader: View {
  @State private var message = "Loading…"

  var body: some View {
    Text(message)
      .task {
        try? await Task.sleep(for: .milliseconds(300))
        message = "Loaded"
      }
  }
}

private struct Search: View {
  @State private var query = "a"
  let log: TaskLog

  var body: some View {
    VStack {
      Text("results")
        .task(id: query) {
          let query = self.query
          log.add("start \(query) at \(Simulation.current.now)")
          do {
            try await Task.sleep(for: .seconds(1))
            log.add("done \(query) at \(Simulation.current.now)")
          } catch {
            log.add("cancelled \(query) at \(Simulation.current.now)")
          }
        }
      Button("same") { query = "a" }
      Button("next") { query = "b" }
    }
  }
}

private struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  let log: TaskLog

  var body: some View {
    VStack {
      Sleeper(log: log, seconds: 10)
      Text("unstructured")
        .onAppear {
          Task {
            try? await Task.sleep(for: .seconds(10))
            log.add(
              "onAppear task done at \(Simulation.current.now), cancelled: \(Task.isCancelled)")
          }
        }
      Button("close") { dismiss() }
    }
  }
}

private struct SheetLauncher: View {
  @State private var sheet = false
  let log: TaskLog

  var body: some View {
    Button("open") { sheet = true }
      .sheet(isPresented: $sheet) { SheetContent(log: log) }
  }
}

private struct CoveredRoot: View {
  let log: TaskLog

  var body: some View {
    NavigationStack {
      VStack {
        Sleeper(log: log, seconds: 10)
        NavigationLink("Next") { Text("Pushed") }
      }
    }
  }
}

/// Shows `view` in the device's window and runs only what is due now, so that sleeps stay asleep.
@MainActor
private func showWithoutWaiting<Content: View>(_ view: Content, on device: SimulatedDevice) {
  device.window.rootViewController = UIHostingController(rootView: view)
  device.window.makeKeyAndVisible()
  device.advance(by: 0)
}

@Suite("SwiftUI's .task modifiers on the device's main queue")
@MainActor
struct TaskModifierTests {
  @Test(
    "FIDELITY 13.10: .task is created in the update that inserts the view; its body runs on the device's queue after onAppear"
  )
  func taskStartsBeforeTheViewAppears() {
    let device = SimulatedDevice()
    let log = TaskLog()
    showWithoutWaiting(Sleeper(log: log, seconds: 0.5), on: device)
    #expect(log.lines == ["appear", "task starts at 0.0"])
    let swiftUI = device.traceLines(in: [.swiftUI])
    let created = swiftUI.firstIndex { $0.contains(".task of Text starts before the view appears") }
    let appeared = swiftUI.firstIndex { $0.contains("onAppear") }
    #expect(created != nil && appeared != nil && created! < appeared!)
    device.runUntilIdle()
    #expect(log.lines.last == "slept until 0.5")
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.10: under the .immediate assumption the body runs inside the update, before onAppear"
  )
  func immediateTaskStart() {
    let device = SimulatedDevice()
    device.simulation.swiftUIAssumptions.taskStart = .immediate
    let log = TaskLog()
    showWithoutWaiting(Sleeper(log: log, seconds: 0.5), on: device)
    #expect(log.lines == ["task starts at 0.0", "appear"])
    device.runUntilIdle()
    #expect(log.lines == ["task starts at 0.0", "appear", "slept until 0.5"])
  }

  @Test(
    "FIDELITY 13.10: the action runs on the main actor and can write @State; its sleep is virtual")
  func actionWritesState() {
    let device = SimulatedDevice()
    showWithoutWaiting(Loader(), on: device)
    #expect(device.hand.findView(showing: "Loading…") != nil)
    device.advance(by: 0.299)
    #expect(device.hand.findView(showing: "Loaded") == nil)
    device.advance(by: 0.001)
    #expect(device.hand.findView(showing: "Loaded") != nil)
    #expect(device.now == 0.3)
  }

  @Test(
    "FIDELITY 13.10: removing the view cancels its task: the sleep throws CancellationError at once"
  )
  func removalCancels() throws {
    let device = SimulatedDevice()
    let log = TaskLog()
    showWithoutWaiting(Toggled(log: log), on: device)
    device.advance(by: 1)
    try device.hand.tap(label: "hide")
    device.runUntilIdle()
    #expect(
      log.lines == ["appear", "task starts at 0.0", "CancellationError at 1.0, cancelled: true"])
    #expect(device.now == 1)
    #expect(
      device.traceLines(in: [.swiftUI]).contains {
        $0.contains(".task of Text cancelled: the view left the tree")
      })
  }

  @Test("FIDELITY 13.10: a change of identity cancels the task and starts a new one")
  func identityChangeRestarts() throws {
    let device = SimulatedDevice()
    let log = TaskLog()
    showWithoutWaiting(Reidentified(log: log), on: device)
    device.advance(by: 2)
    try device.hand.tap(label: "new identity")
    device.advance(by: 0)
    #expect(
      log.lines == [
        "appear", "task starts at 0.0", "appear", "CancellationError at 2.0, cancelled: true",
        "task starts at 2.0",
      ])
    device.runUntilIdle()
    #expect(log.lines.last == "slept until 12.0")
  }

  @Test(
    "FIDELITY 13.10, 13.12: dismissing a sheet cancels its .task at once; a Task from onAppear runs on to its end"
  )
  func sheetDismissalCancelsTaskButNotUnstructuredTask() throws {
    let device = SimulatedDevice()
    let log = TaskLog()
    showWithoutWaiting(SheetLauncher(log: log), on: device)
    try device.hand.tap(label: "open")
    device.advance(by: 1)
    #expect(log.lines.contains { $0.hasPrefix("task starts at") })
    try device.hand.tap(label: "close")
    device.advance(by: 1)
    let dismissedAt = device.now
    #expect(
      log.lines.contains { $0.hasPrefix("CancellationError at") && $0.hasSuffix("cancelled: true") }
    )
    #expect(!log.lines.contains { $0.hasPrefix("onAppear task done") })
    device.runUntilIdle()
    #expect(!log.lines.contains { $0.hasPrefix("slept until") })
    let unstructured = log.lines.filter { $0.hasPrefix("onAppear task done") }
    #expect(unstructured.count == 1)
    #expect(unstructured.first?.hasSuffix("cancelled: false") == true)
    #expect(device.now > dismissedAt)
    device.expectAllWorkOnVirtualTime()
  }

  @Test(
    "FIDELITY 13.10: a screen covered by a push has its task cancelled; back on screen, the task starts again"
  )
  func coveredScreenCancelsAndRestarts() throws {
    let device = SimulatedDevice()
    let log = TaskLog()
    let host = UIHostingController(rootView: CoveredRoot(log: log))
    device.window.rootViewController = host
    device.window.makeKeyAndVisible()
    device.advance(by: 1)
    let navigation = try #require(host.children.first as? UIKitNavigationController)
    try device.hand.tap(label: "Next")
    device.advance(by: 1)
    #expect(navigation.viewControllers.count == 2)
    #expect(log.lines.filter { $0.hasPrefix("CancellationError") }.count == 1)
    navigation.popViewController(animated: false)
    device.advance(by: 0)
    #expect(log.lines.filter { $0.hasPrefix("task starts at") }.count == 2)
    device.runUntilIdle()
    #expect(log.lines.filter { $0.hasPrefix("slept until") }.count == 1)
    #expect(
      device.traceLines(in: [.swiftUI]).contains {
        $0.contains("cancelled: the hosting controller disappeared")
      })
  }

  @Test(
    "FIDELITY 13.11: .task(id:) cancels and restarts on a new id, not on an equal one; the old task sees its cancellation first"
  )
  func taskIDRestarts() throws {
    let device = SimulatedDevice()
    let log = TaskLog()
    showWithoutWaiting(Search(log: log), on: device)
    device.advance(by: 0.5)
    try device.hand.tap(label: "same")
    device.advance(by: 0)
    #expect(log.lines == ["start a at 0.0"])
    try device.hand.tap(label: "next")
    device.advance(by: 0)
    #expect(log.lines == ["start a at 0.0", "cancelled a at 0.5", "start b at 0.5"])
    device.runUntilIdle()
    #expect(
      log.lines == ["start a at 0.0", "cancelled a at 0.5", "start b at 0.5", "done b at 1.5"])
    #expect(
      device.traceLines(in: [.swiftUI]).contains {
        $0.contains(".task(id:) of Text cancelled: its id changed")
      })
  }

  @Test(
    "FIDELITY 13.11: under the .restartedTaskFirst assumption the new task's body starts before the old task sees its cancellation"
  )
  func restartedTaskFirst() throws {
    let device = SimulatedDevice()
    device.simulation.swiftUIAssumptions.taskRestartOrder = .restartedTaskFirst
    let log = TaskLog()
    showWithoutWaiting(Search(log: log), on: device)
    device.advance(by: 0.5)
    try device.hand.tap(label: "next")
    device.runUntilIdle()
    #expect(
      log.lines == ["start a at 0.0", "start b at 0.5", "cancelled a at 0.5", "done b at 1.5"])
  }
}
