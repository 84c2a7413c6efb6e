import ResponderLabTesting
import SimUIKit
import Testing

/// A delegate that also keeps a strong reference to the controller it watches, as a coordinator
/// object often does.
private final class Coordinator: UIAdaptivePresentationControllerDelegate {
  let watched: UIViewController
  init(watched: UIViewController) {
    self.watched = watched
  }
}

/// A controller that owns its presentation delegate, the usual way to keep a weak delegate alive
/// (FIDELITY 2.6).
private final class SheetController: UIViewController {
  var coordinator: Coordinator?
}

/// One test per ownership relationship not already covered by TeardownTests: everything the
/// relationship touches is freed once the device is torn down and the test's scope ends.
@Suite("Ownership: every relationship is freed after teardown")
@MainActor
struct RelationshipLeakTests {
  @Test("A presentation delegate that retains its presented controller is freed (FIDELITY 2.6)")
  func delegateCycle() {
    weak var weakSheet: UIViewController?
    weak var weakCoordinator: Coordinator?
    do {
      let device = SimulatedDevice()
      let root = UIViewController()
      device.show(root)
      let sheet = SheetController()
      let coordinator = Coordinator(watched: sheet)
      sheet.coordinator = coordinator
      sheet.presentationController?.delegate = coordinator
      root.present(sheet, animated: false)
      weakSheet = sheet
      weakCoordinator = coordinator
      // NB: sheet → coordinator → sheet is the app's own cycle; apps break it when done, as here.
      sheet.coordinator = nil
      device.tearDown()
    }
    #expect(weakSheet == nil)
    #expect(weakCoordinator == nil)
  }

  @Test("A stack of presentations, each presenting the next, is freed")
  func presentationStack() {
    weak var weakBottom: UIViewController?
    weak var weakTop: UIViewController?
    weak var weakTopPresentation: UIPresentationController?
    do {
      let device = SimulatedDevice()
      let root = UIViewController()
      device.show(root)
      var top = root
      for index in 0..<5 {
        let next = UIViewController()
        next.modalPresentationStyle = index.isMultiple(of: 2) ? .pageSheet : .fullScreen
        top.present(next, animated: false)
        if index == 0 { weakBottom = next }
        top = next
      }
      weakTop = top
      weakTopPresentation = top.presentationController
      device.tearDown()
    }
    #expect(weakBottom == nil)
    #expect(weakTop == nil)
    #expect(weakTopPresentation == nil)
  }

  @Test("Work waiting on the main queue, and what it captures, is freed by the teardown")
  func pendingWork() {
    weak var weakCaptured: UIViewController?
    weak var weakPresented: UIViewController?
    do {
      let device = SimulatedDevice()
      let root = UIViewController()
      device.show(root)
      let captured = UIViewController()
      DispatchQueue.main.asyncAfter(deadline: .now() + 10) { _ = captured.title }
      let presented = UIViewController()
      root.present(presented, animated: true) { _ = presented.title }
      #expect(device.simulation.mainQueue.pendingCount == 2)
      weakCaptured = captured
      weakPresented = presented
      device.tearDown()
      #expect(device.simulation.mainQueue.isIdle)
    }
    #expect(weakCaptured == nil)
    #expect(weakPresented == nil)
  }

  @Test("A navigation stack in the middle of an animated push is freed")
  func navigationMidTransition() {
    weak var weakNavigation: UINavigationController?
    weak var weakPushed: UIViewController?
    do {
      let device = SimulatedDevice()
      let navigation = UINavigationController(rootViewController: UIViewController())
      device.show(navigation)
      let pushed = UIViewController()
      navigation.pushViewController(pushed, animated: true)
      device.simulation.mainQueue.runDue()
      #expect(navigation.isTransitioning, "the animation has started and not ended")
      weakNavigation = navigation
      weakPushed = pushed
      device.tearDown()
    }
    #expect(weakNavigation == nil)
    #expect(weakPushed == nil)
  }

  @Test("Tabs, their controllers and a sheet in the middle of a drag are freed")
  func tabsAndDraggedSheet() throws {
    weak var weakTabs: UITabBarController?
    weak var weakTab: UIViewController?
    weak var weakSheet: UIViewController?
    weak var weakSheetController: UISheetPresentationController?
    do {
      let device = SimulatedDevice()
      let tabs = UITabBarController()
      let tab = UIViewController()
      tabs.viewControllers = [tab, UIViewController()]
      device.show(tabs)
      let sheet = UIViewController()
      sheet.sheetPresentationController?.detents = [.medium(), .large()]
      tab.present(sheet, animated: false)
      try device.hand.beginDrag()
      try device.hand.moveDrag(to: 120)
      weakTabs = tabs
      weakTab = tab
      weakSheet = sheet
      weakSheetController = sheet.sheetPresentationController
      device.tearDown()
    }
    #expect(weakTabs == nil)
    #expect(weakTab == nil)
    #expect(weakSheet == nil)
    #expect(weakSheetController == nil)
  }

  @Test("A child controller and its view, removed from the parent, are freed with the parent")
  func childController() {
    weak var weakChild: UIViewController?
    weak var weakChildView: UIView?
    do {
      let device = SimulatedDevice()
      let parent = UIViewController()
      device.show(parent)
      let child = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      weakChild = child
      weakChildView = child.view
      device.tearDown()
    }
    #expect(weakChild == nil)
    #expect(weakChildView == nil)
  }
}
