import ResponderLabTesting
import SimUIKit
import Testing

/// A controller that records its callbacks, for ordering tests.
@MainActor
final class RecordingController: UIViewController {
  var log: [String] = []
  override func viewDidLoad() { log.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
  }
}

@Suite("View-controller lifecycle and containment")
@MainActor
struct ViewControllerLifecycleTests {
  @Test("The view loads lazily: loadView then viewDidLoad on first read (FIDELITY 8.1)")
  func lazyLoading() {
    let simulation = Simulation()
    let controller = simulation.withCurrent { RecordingController() }
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(!controller.isViewLoaded, "viewIfLoaded never loads")
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.log == ["viewDidLoad"])
    _ = controller.view
    #expect(controller.log == ["viewDidLoad"])
    #expect(
      simulation.trace.lines(in: [.lifecycle]) == [
        "RecordingController#1 loadView()", "RecordingController#1 viewDidLoad()",
      ])
  }

  @Test("A custom loadView's view becomes the root view (FIDELITY 8.1)")
  func customLoadView() {
    final class Custom: UIViewController {
      override func loadView() { view = UILabel() }
    }
    Simulation().withCurrent {
      #expect(Custom().view is UILabel)
    }
  }

  @Test(
    "addChild sends willMove(toParent:) only; removeFromParent sends didMove(toParent: nil) only (FIDELITY 8.2)"
  )
  func containmentCalls() {
    Simulation().withCurrent {
      let parent = UIViewController()
      let child = RecordingController()
      parent.addChild(child)
      #expect(child.log == ["willMove(parent)"])
      #expect(child.parent === parent)
      #expect(parent.children.count == 1)
      child.removeFromParent()
      #expect(child.log == ["willMove(parent)", "didMove(nil)"])
      #expect(child.parent == nil)
      #expect(parent.children.isEmpty)
    }
  }

  @Test("Adding a child that has another parent removes it from that parent first (FIDELITY 8.2)")
  func reparentingChild() {
    Simulation().withCurrent {
      let first = UIViewController()
      let second = UIViewController()
      let child = RecordingController()
      first.addChild(child)
      second.addChild(child)
      #expect(first.children.isEmpty)
      #expect(child.parent === second)
      #expect(child.log == ["willMove(parent)", "didMove(nil)", "willMove(parent)"])
    }
  }

  @Test("Presented controllers are never children; parent is never the presenter (FIDELITY 8.3)")
  func presentedAreNotChildren() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    #expect(root.children.isEmpty)
    #expect(sheet.parent == nil)
    #expect(sheet.presentingViewController === root)
  }

  @Test(
    "A child's view under the wrong controller is refused with UIKit's exception text (FIDELITY 8.3)"
  )
  func hierarchyInconsistency() {
    let simulation = Simulation()
    let (child, other) = simulation.withCurrent { () -> (UIViewController, UIViewController) in
      let parent = UIViewController()
      let other = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      other.view.addSubview(child.view)
      return (child, other)
    }
    #expect(child.view.superview == nil)
    #expect(other.view.subviews.isEmpty)
    let fault = simulation.faults.first
    #expect(fault?.exceptionName == "UIViewControllerHierarchyInconsistency")
    #expect(
      fault?.reason
        == "child view controller:UIViewController#3 should have parent view controller:UIViewController#1 but actual parent is:UIViewController#2"
    )
  }

  @Test("A view already owned by a controller cannot become another's view (FIDELITY 8.3)")
  func viewOwnedTwice() {
    let simulation = Simulation()
    let (first, second) = simulation.withCurrent { () -> (UIViewController, UIViewController) in
      let first = UIViewController()
      let second = UIViewController()
      second.view = first.view
      return (first, second)
    }
    #expect(first.view !== second.view)
    #expect(
      simulation.faults.first?.reason.hasPrefix(
        "A view can only be associated with at most one view controller at a time!") == true)
  }

  @Test(
    "Containment misuse: a controller as its own child, or its ancestor as its child, is refused")
  func containmentCycles() {
    let simulation = Simulation()
    simulation.withCurrent {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(parent)
      parent.addChild(child)
      child.addChild(parent)
      #expect(parent.parent == nil)
      #expect(parent.children.count == 1)
      #expect(child.children.isEmpty)
    }
    #expect(simulation.faults.count == 2)
  }

  @Test("A visible parent's new child appears; forwarding reaches it in order (FIDELITY 8.4)")
  func childAppearsInVisibleParent() {
    let device = SimulatedDevice()
    let parent = UIViewController()
    device.show(parent)
    let child = RecordingController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(
      child.log == ["willMove(parent)", "viewDidLoad", "viewWillAppear", "didMove(parent)"],
      "viewDidAppear waits for the end of the turn, as UIKit's after-commit blocks do")
    device.runUntilIdle()
    #expect(child.log.last == "viewDidAppear")
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    device.runUntilIdle()
    #expect(
      Array(child.log.suffix(4)) == [
        "willMove(nil)", "viewWillDisappear", "didMove(nil)", "viewDidDisappear",
      ])
  }

  @Test("isMovingToParent is true while a new child appears (FIDELITY 8.4)")
  func isMovingToParent() {
    final class Probe: UIViewController {
      var seen: [Bool] = []
      override func viewWillAppear(_ animated: Bool) { seen.append(isMovingToParent) }
      override func viewDidAppear(_ animated: Bool) { seen.append(isMovingToParent) }
    }
    let device = SimulatedDevice()
    let parent = UIViewController()
    device.show(parent)
    let child = Probe()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    device.runUntilIdle()
    #expect(child.seen == [true, true])
    #expect(!child.isMovingToParent)
  }

  @Test("Without automatic forwarding the container drives appearance itself (FIDELITY 8.4)")
  func manualForwarding() {
    final class Manual: UIViewController {
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }
    let device = SimulatedDevice()
    let parent = Manual()
    device.show(parent)
    let child = RecordingController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(!child.log.contains("viewWillAppear"))
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(child.log.suffix(2) == ["viewWillAppear", "viewDidAppear"])
  }

  @Test(
    "The window's root gets viewWillAppear in makeKeyAndVisible and viewDidAppear after the turn")
  func rootAppears() {
    let device = SimulatedDevice()
    let root = RecordingController()
    device.window.rootViewController = root
    #expect(root.log.isEmpty, "a hidden window installs nothing")
    device.window.makeKeyAndVisible()
    #expect(root.log == ["viewDidLoad", "viewWillAppear"], "viewDidAppear comes after the turn")
    device.runUntilIdle()
    #expect(root.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(device.window.isKeyWindow)
    let next = RecordingController()
    device.window.rootViewController = next
    device.runUntilIdle()
    #expect(root.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(next.log == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }

  @Test("A controller that is a child cannot also be a window's root")
  func childCannotBeRoot() {
    let device = SimulatedDevice()
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    device.window.rootViewController = child
    #expect(device.window.rootViewController == nil)
    #expect(device.faults.count == 1)
  }
}
