import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Ownership and teardown")
@MainActor
struct TeardownTests {
  @Test("Tearing a device down frees every view, controller, window and scene")
  func everythingIsFreed() {
    weak var weakWindow: UIWindow?
    weak var weakScene: UIWindowScene?
    weak var weakNavigation: UINavigationController?
    weak var weakChild: UIViewController?
    weak var weakLabel: UILabel?
    weak var weakSheet: UIViewController?
    weak var weakPresentationController: UIPresentationController?
    do {
      let device = SimulatedDevice()
      let child = UIViewController()
      let navigation = UINavigationController(rootViewController: child)
      device.show(navigation)
      let label = UILabel()
      child.view.addSubview(label)
      let sheet = UIViewController()
      navigation.present(sheet, animated: false)
      weakWindow = device.window
      weakScene = device.windowScene
      weakNavigation = navigation
      weakChild = child
      weakLabel = label
      weakSheet = sheet
      weakPresentationController = sheet.presentationController
      device.tearDown()
    }
    #expect(weakWindow == nil)
    #expect(weakScene == nil)
    #expect(weakNavigation == nil)
    #expect(weakChild == nil)
    #expect(weakLabel == nil)
    #expect(weakSheet == nil)
    #expect(weakPresentationController == nil)
  }

  @Test(
    "FIDELITY 14.19: a teardown with a drag's finger still down frees the sheet, its views and the touch"
  )
  func teardownWithAFingerDown() throws {
    weak var weakSheet: UIViewController?
    weak var weakScrollView: UIScrollView?
    weak var weakDevice: SimulatedDevice?
    do {
      let stage = ScrollingSheet()
      weakSheet = stage.fixture.sheet
      weakScrollView = stage.scrollView
      weakDevice = stage.device
      try stage.device.hand.beginDrag(at: stage.middle)
      try stage.device.hand.moveDrag(to: 40)
      stage.device.tearDown()
    }
    #expect(weakSheet == nil)
    #expect(weakScrollView == nil)
    #expect(weakDevice == nil)
  }

  @Test("Releasing a device tears it down: a presentation on screen and queued work are freed")
  func releasingTearsDown() {
    weak var weakWindow: UIWindow?
    weak var weakRoot: UIViewController?
    weak var weakSheet: UIViewController?
    weak var weakPresentationController: UIPresentationController?
    do {
      let device = SimulatedDevice()
      let root = UIViewController()
      device.show(root)
      let sheet = UIViewController()
      // NB: animated, so the transition's work is still waiting in the queue when the device goes.
      root.present(sheet, animated: true)
      #expect(!device.simulation.mainQueue.isIdle)
      weakWindow = device.window
      weakRoot = root
      weakSheet = sheet
      weakPresentationController = sheet.presentationController
    }
    #expect(weakWindow == nil)
    #expect(weakRoot == nil)
    #expect(weakSheet == nil)
    #expect(weakPresentationController == nil)
  }

  @Test("Tearing a device down with the keyboard up frees the keyboard's window")
  func keyboardWindowIsFreed() {
    weak var weakKeyboardWindow: UIWindow?
    weak var weakField: UITextField?
    do {
      let device = SimulatedDevice()
      let root = UIViewController()
      let field = UITextField(frame: CGRect(x: 16, y: 100, width: 200, height: 34))
      root.view.addSubview(field)
      device.show(root)
      #expect(field.becomeFirstResponder())
      weakKeyboardWindow = device.simulation.keyboard.window
      weakField = field
      #expect(weakKeyboardWindow != nil)
    }
    #expect(weakKeyboardWindow == nil)
    #expect(weakField == nil)
  }

  @Test("superview and parent are weak up; subviews and children strong down")
  func weakUpStrongDown() {
    Simulation().withCurrent {
      weak var weakChildView: UIView?
      weak var weakChildController: UIViewController?
      var parentView: UIView? = UIView()
      var parentController: UIViewController? = UIViewController()
      do {
        let childView = UIView()
        parentView?.addSubview(childView)
        weakChildView = childView
        let childController = UIViewController()
        parentController?.addChild(childController)
        weakChildController = childController
      }
      #expect(weakChildView != nil)
      #expect(weakChildController != nil)
      parentView = nil
      parentController = nil
      #expect(weakChildView == nil)
      #expect(weakChildController == nil)
    }
  }

  @Test("A view outliving its superview sees superview nil, never a dangling one")
  func survivingSubview() {
    Simulation().withCurrent {
      let child = UIView()
      do {
        let parent = UIView()
        parent.addSubview(child)
      }
      #expect(child.superview == nil)
      #expect(child.next == nil)
    }
  }

  @Test("Releasing a 100,000-deep chain of views does not overflow the stack")
  func deepRelease() {
    Simulation().withCurrent {
      weak var weakLeaf: UIView?
      do {
        let root = UIView()
        var tip = root
        for _ in 0..<100_000 {
          let next = UIView()
          tip.addSubview(next)
          tip = next
        }
        weakLeaf = tip
      }
      #expect(weakLeaf == nil)
    }
  }

  @Test(
    "FIDELITY 2.7: a presentation no window reaches any more (its presenter replaced as the root) is ended by the teardown too"
  )
  func presentationOutsideTheWindowIsFreed() {
    weak var weakFormerRoot: UIViewController?
    weak var weakSheet: UIViewController?
    weak var weakPresentationController: UIPresentationController?
    do {
      let device = SimulatedDevice()
      let formerRoot = UIViewController()
      device.show(formerRoot)
      let sheet = UIViewController()
      formerRoot.present(sheet, animated: false)
      // The presenter leaves the window while it presents: the window's teardown no longer
      // reaches the presentation, which holds both controllers in its cycle.
      device.window.rootViewController = UIViewController()
      weakFormerRoot = formerRoot
      weakSheet = sheet
      weakPresentationController = sheet.presentationController
      device.tearDown()
    }
    #expect(weakFormerRoot == nil)
    #expect(weakSheet == nil)
    #expect(weakPresentationController == nil)
  }
}
