import ResponderLabTesting
import SimUIKit
import Testing

/// A controller that records its loading, appearance and layout callbacks, in order.
@MainActor
private final class LayoutLogController: UIViewController {
  var log: [String] = []
  override func viewDidLoad() { log.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
  override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
}

/// A view that counts its layouts.
@MainActor
private final class CountingView: UIView {
  var layouts = 0
  override func layoutSubviews() { layouts += 1 }
}

private let appearanceWithLayout = [
  "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
  "viewDidAppear",
]

@Suite("The layout pass at the end of each turn, and deferred navigation transitions")
@MainActor
struct LayoutPassTests {
  @Test("FIDELITY 8.8: a first display lays the root out between viewWillAppear and viewDidAppear")
  func firstDisplay() {
    let device = SimulatedDevice()
    let root = LayoutLogController()
    device.show(root)
    #expect(root.log == appearanceWithLayout)
  }

  @Test(
    "FIDELITY 8.8: a push lays the pushed view out between viewWillAppear and viewDidAppear",
    arguments: [true, false])
  func push(animated: Bool) {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let pushed = LayoutLogController()
    navigation.pushViewController(pushed, animated: animated)
    device.runUntilIdle()
    #expect(pushed.log == appearanceWithLayout)
  }

  @Test(
    "FIDELITY 8.8: a presentation lays the presented view out between viewWillAppear and viewDidAppear",
    arguments: [true, false])
  func presentation(animated: Bool) {
    let device = SimulatedDevice()
    let presenter = UIViewController()
    device.show(presenter)
    let presented = LayoutLogController()
    presented.modalPresentationStyle = .fullScreen
    presenter.present(presented, animated: animated)
    device.runUntilIdle()
    #expect(presented.log == appearanceWithLayout)
  }

  @Test("FIDELITY 8.9: a push returns before the pushed view loads or any appearance callback runs")
  func pushIsDeferred() {
    let device = SimulatedDevice()
    let first = LayoutLogController()
    let navigation = UINavigationController(rootViewController: first)
    device.show(navigation)
    first.log.removeAll()
    let pushed = LayoutLogController()
    navigation.pushViewController(pushed, animated: true)
    #expect(!pushed.isViewLoaded)
    #expect(pushed.log.isEmpty)
    #expect(first.log.isEmpty, "the old top has not started to disappear either")
    #expect(navigation.topViewController === pushed, "the stack itself changes in the call")
    #expect(navigation.viewControllers.count == 2)
    #expect(!device.simulation.mainQueue.isIdle, "a layout pass is waiting")
    device.runUntilIdle()
    #expect(first.log == ["viewWillDisappear", "viewDidDisappear"])
    #expect(pushed.log == appearanceWithLayout)
  }

  @Test(
    "FIDELITY 8.9: the pushed view loads in the layout pass that ends the turn, not on a later block"
  )
  func pushStartsInTheLayoutPass() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let pushed = LayoutLogController()
    navigation.pushViewController(pushed, animated: true)
    #expect(device.simulation.mainQueue.pendingCount == 0, "no block is queued for it")
    let now = device.now
    device.simulation.mainQueue.runDue()
    #expect(device.now == now)
    #expect(
      pushed.log == [
        "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      ])
  }

  @Test(
    "FIDELITY 8.9: layoutIfNeeded on the navigation controller's view starts the transition at once"
  )
  func layoutIfNeededStartsTheTransition() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let pushed = LayoutLogController()
    navigation.pushViewController(pushed, animated: true)
    #expect(!pushed.isViewLoaded)
    navigation.view.layoutIfNeeded()
    #expect(
      pushed.log == [
        "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      ])
    device.runUntilIdle()
    #expect(pushed.log == appearanceWithLayout)
  }

  @Test(
    "FIDELITY 8.9: layoutIfNeeded on an ancestor of the navigation controller's view starts it too")
  func layoutIfNeededOnAncestor() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let pushed = LayoutLogController()
    navigation.pushViewController(pushed, animated: false)
    device.window.layoutIfNeeded()
    #expect(pushed.log == appearanceWithLayout)
  }

  @Test("FIDELITY 8.9: pushing an instance already on the stack is refused inside the call")
  func argumentChecksStaySynchronous() {
    let device = SimulatedDevice()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    navigation.pushViewController(root, animated: true)
    #expect(device.faults.count == 1)
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
    #expect(device.simulation.mainQueue.isIdle, "nothing was deferred")
  }

  @Test("FIDELITY 8.9: a second push in the same turn waits for the first transition to end")
  func secondPushInOneTurnWaits() {
    let device = SimulatedDevice()
    let navigation = UINavigationController(rootViewController: UIViewController())
    device.show(navigation)
    let middle = LayoutLogController()
    let last = LayoutLogController()
    navigation.pushViewController(middle, animated: false)
    navigation.pushViewController(last, animated: false)
    #expect(navigation.viewControllers.count == 2, "viewControllers does not have it yet")
    #expect(last.parent == nil)
    device.runUntilIdle()
    #expect(navigation.viewControllers.count == 3)
    #expect(middle.log == appearanceWithLayout + ["viewWillDisappear", "viewDidDisappear"])
    #expect(last.log == appearanceWithLayout)
  }

  @Test("FIDELITY 8.8: a pop back shows the old controller without layout callbacks")
  func popBackHasNoLayout() {
    let device = SimulatedDevice()
    let first = LayoutLogController()
    let navigation = UINavigationController(rootViewController: first)
    device.show(navigation)
    navigation.pushViewController(UIViewController(), animated: true)
    device.runUntilIdle()
    first.log.removeAll()
    navigation.popViewController(animated: true)
    #expect(first.log.isEmpty, "the pop is deferred too")
    device.runUntilIdle()
    #expect(first.log == ["viewWillAppear", "viewDidAppear"])
  }

  @Test("FIDELITY 8.8: setNeedsLayout lays the view out at the end of the turn, once")
  func setNeedsLayoutWaitsForTheTurn() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(view)
    device.runUntilIdle()
    let before = view.layouts
    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(view.layouts == before)
    device.runUntilIdle()
    #expect(view.layouts == before + 1)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layouts == before + 2)
    device.runUntilIdle()
    #expect(view.layouts == before + 2, "layoutIfNeeded cleared the mark")
  }
}
