import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Main queue and virtual clock")
@MainActor
struct MainQueueTests {
  @Test("DispatchQueue.main.async runs on a later turn, in order, on the simulation's queue")
  func asyncRunsLater() {
    let simulation = Simulation()
    var log: [String] = []
    simulation.withCurrent {
      DispatchQueue.main.async { log.append("first") }
      DispatchQueue.main.async {
        log.append("second")
        DispatchQueue.main.async { log.append("nested") }
      }
      log.append("sync")
    }
    #expect(log == ["sync"])
    _ = simulation.withCurrent { simulation.mainQueue.runDue() }
    #expect(log == ["sync", "first", "second", "nested"])
    #expect(simulation.now == 0)
  }

  @Test("asyncAfter waits for virtual time; advance(by:) runs each block at its deadline")
  func asyncAfterUsesVirtualTime() {
    let simulation = Simulation()
    var log: [String] = []
    simulation.withCurrent {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
        log.append("0.25 at \(DispatchTime.now().seconds)")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { log.append("0.1") }
    }
    _ = simulation.withCurrent { simulation.mainQueue.advance(by: 0.2) }
    #expect(log == ["0.1"])
    #expect(simulation.now == 0.2)
    _ = simulation.withCurrent { simulation.mainQueue.runUntilIdle() }
    #expect(log == ["0.1", "0.25 at 0.25"])
    #expect(simulation.now == 0.25)
  }

  @Test("UIView.animate applies changes at once and completes after its duration")
  func animateCompletesOnVirtualTime() {
    let simulation = Simulation()
    var finished = false
    let view = simulation.withCurrent { () -> UIView in
      let view = UIView()
      UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { finished = $0 }
      return view
    }
    #expect(view.alpha == 0)
    #expect(!finished)
    simulation.mainQueue.advance(by: 0.29)
    #expect(!finished)
    simulation.mainQueue.advance(by: 0.01)
    #expect(finished)
  }

  @Test("Queue hops appear in the trace")
  func queueHopsAreTraced() {
    let simulation = Simulation()
    simulation.withCurrent { DispatchQueue.main.async {} }
    simulation.mainQueue.runUntilIdle()
    #expect(
      simulation.trace.lines(in: [.queue]) == [
        "enqueue #1 DispatchQueue.main.async", "run #1 DispatchQueue.main.async",
      ])
  }

  @Test("Two simulations keep separate queues and clocks")
  func simulationsAreIsolated() {
    let first = Simulation()
    let second = Simulation()
    var ran: [String] = []
    first.withCurrent {
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ran.append("first") }
    }
    second.mainQueue.runUntilIdle()
    #expect(ran.isEmpty)
    #expect(second.now == 0)
    first.mainQueue.runUntilIdle()
    #expect(ran == ["first"])
  }

  @Test("The same run prints the same trace")
  func deterministicTrace() {
    func run() -> String {
      let device = SimulatedDevice()
      let navigation = UINavigationController(rootViewController: UIViewController())
      device.show(navigation)
      navigation.pushViewController(UIViewController(), animated: true)
      navigation.present(UIViewController(), animated: true)
      device.runUntilIdle()
      return device.trace.text
    }
    #expect(run() == run())
  }
}
