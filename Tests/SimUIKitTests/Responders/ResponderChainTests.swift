import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Responder chain")
@MainActor
struct ResponderChainTests {
  private func classNames(from responder: UIResponder) -> [String] {
    ResponderChainDump().chain(from: responder).map(\.className)
  }

  @Test("A plain responder's next is nil (FIDELITY 1.1)")
  func plainResponderHasNoNext() {
    let responder = Simulation().withCurrent { UIResponder() }
    #expect(responder.next == nil)
  }

  @Test("A view's next is its superview (FIDELITY 1.2)")
  func viewNextIsSuperview() {
    Simulation().withCurrent {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      #expect(child.next === parent)
      #expect(parent.next == nil)
    }
  }

  @Test("A controller's root view answers the controller as next (FIDELITY 1.2)")
  func rootViewNextIsController() {
    Simulation().withCurrent {
      let controller = UIViewController()
      #expect(controller.view.next === controller)
    }
  }

  @Test(
    "The root controller's next is a UIDropShadowView, not the window the documentation names (FIDELITY 1.3, 1.4, 1.6)"
  )
  func rootControllerNextIsDropShadowView() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    #expect(root.next is UIDropShadowView)
    #expect(root.next?.next is UITransitionView)
    #expect(root.next?.next?.next === device.window)
  }

  @Test("A controller whose view is not loaded or detached has no next (FIDELITY 1.4, step 4)")
  func detachedControllerHasNoNext() {
    Simulation().withCurrent {
      let controller = UIViewController()
      #expect(controller.next == nil)
      _ = controller.view
      #expect(controller.next == nil)
    }
  }

  @Test("The cross-scene branch sends the root controller to the window (FIDELITY 1.5)")
  func crossSceneBranch() {
    var assumptions = FidelityAssumptions()
    assumptions.viewControllerNextRule = .crossScene
    let device = SimulatedDevice(assumptions: assumptions)
    let root = UIViewController()
    device.show(root)
    #expect(root.next === device.window)
  }

  @Test("Window → scene → application → app delegate (FIDELITY 1.7, 1.8)")
  func windowSceneApplicationDelegate() {
    let device = SimulatedDevice()
    #expect(device.window.next === device.windowScene)
    #expect(device.windowScene.next === device.application)
    #expect(device.application.next is SimulatedAppDelegate)
    #expect(device.application.next?.next == nil)
  }

  @Test("A delegate that is not a plain responder does not extend the chain (FIDELITY 1.8)")
  func nonResponderDelegateEndsChain() {
    final class PlainDelegate: UIApplicationDelegate {}
    let delegate = PlainDelegate()
    let device = SimulatedDevice(appDelegate: delegate)
    #expect(device.application.next == nil)
    _ = delegate
  }

  @Test("A window without a scene forwards to the application, as assumed (FIDELITY 1.7)")
  func windowWithoutScene() {
    let device = SimulatedDevice()
    let loose = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(loose.next === device.application)
  }

  @Test("The chain of root content, class names included (FIDELITY 1.9a)")
  func rootContentChain() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let container = UIView()
    let label = UILabel()
    root.view.addSubview(container)
    container.addSubview(label)
    #expect(
      classNames(from: label) == [
        "UILabel", "UIView", "UIView", "UIViewController", "UIDropShadowView", "UITransitionView",
        "UIWindow", "UIWindowScene", "UIApplication", "SimulatedAppDelegate",
      ])
  }

  @Test("The chain inside a navigation controller that is the root (FIDELITY 1.9b)")
  func navigationChain() {
    let device = SimulatedDevice()
    let child = UIViewController()
    device.show(UINavigationController(rootViewController: child))
    let label = UILabel()
    child.view.addSubview(label)
    #expect(
      classNames(from: label) == [
        "UILabel", "UIView", "UIViewController", "UIViewControllerWrapperView",
        "UINavigationTransitionView", "UILayoutContainerView", "UINavigationController",
        "UIDropShadowView", "UITransitionView", "UIWindow", "UIWindowScene", "UIApplication",
        "SimulatedAppDelegate",
      ])
  }

  @Test(
    "Inside a sheet: sheet → presenter → the sheet's wrapper, never the presenter's superviews (FIDELITY 1.9c)"
  )
  func sheetChain() {
    let device = SimulatedDevice()
    let presenter = UIViewController()
    device.show(presenter)
    let sheet = UIViewController()
    presenter.present(sheet, animated: false)
    let label = UILabel()
    sheet.view.addSubview(label)
    #expect(
      classNames(from: label) == [
        "UILabel", "UIView", "UIViewController", "UIViewController", "UIView", "UIDropShadowView",
        "UITransitionView", "UIWindow", "UIWindowScene", "UIApplication", "SimulatedAppDelegate",
      ])
    #expect(sheet.next === presenter)
    #expect(presenter.next === sheet.view.superview)
  }

  @Test(
    "A full-screen presentation: presented → presenter → the presentation's UITransitionView (FIDELITY 1.9c)"
  )
  func fullScreenChain() {
    let device = SimulatedDevice()
    let presenter = UIViewController()
    device.show(presenter)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    presenter.present(cover, animated: false)
    #expect(
      classNames(from: cover.view) == [
        "UIView", "UIViewController", "UIViewController", "UITransitionView", "UIWindow",
        "UIWindowScene", "UIApplication", "SimulatedAppDelegate",
      ])
  }

  @Test(
    "A child of a presented navigation controller: its next walk reaches the presenter (FIDELITY 1.9d)"
  )
  func childOfPresentedNavigation() {
    let device = SimulatedDevice()
    let presenter = UIViewController()
    device.show(presenter)
    let child = UIViewController()
    let navigation = UINavigationController(rootViewController: child)
    presenter.present(navigation, animated: false)
    let names = classNames(from: child)
    #expect(
      Array(names.prefix(6)) == [
        "UIViewController", "UIViewControllerWrapperView", "UINavigationTransitionView",
        "UILayoutContainerView", "UINavigationController", "UIViewController",
      ])
    #expect(navigation.next === presenter)
  }

  @Test("A private next override wins (FIDELITY 1.4, step 1)")
  func nextOverride() {
    Simulation().withCurrent {
      let controller = UIViewController()
      let other = UIResponder()
      controller.nextResponderOverride = other
      #expect(controller.next === other)
    }
  }

  @Test("Unhandled touches travel up next to the controller (FIDELITY 1.10)")
  func touchesTravelUp() throws {
    final class Recorder: UIViewController {
      var began = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }
    let device = SimulatedDevice()
    let root = Recorder()
    device.show(root)
    let label = UILabel(frame: CGRect(x: 10, y: 100, width: 100, height: 20))
    label.isUserInteractionEnabled = true  // labels ignore touches unless told (FIDELITY 14.11)
    root.view.addSubview(label)
    let hit = try device.hand.tap(at: CGPoint(x: 20, y: 110))
    #expect(hit === label)
    #expect(root.began == 1)
  }

  @Test("Actions with no target walk the chain from the first responder (FIDELITY 1.10)")
  func actionsWalkChain() {
    final class Handler: UIViewController {
      override func canPerformAction(named action: String, withSender sender: Any?) -> Bool {
        action == "save:"
      }
    }
    let device = SimulatedDevice()
    let root = Handler()
    device.show(root)
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    root.view.addSubview(field)
    #expect(field.target(forActionNamed: "save:", withSender: nil) === root)
    #expect(field.target(forActionNamed: "print:", withSender: nil) == nil)
  }
}
