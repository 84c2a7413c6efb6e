import Foundation
import ResponderLabInvariants
import ResponderLabTesting
import SimUIKit

/// A device driven by soak operations: a window whose root is a navigation controller, and pools of
/// every view and controller the run has made, which operations pick from.
@MainActor
final class SoakWorld: InvariantSubject {
  let device: SimulatedDevice
  let navigation: UINavigationController
  private(set) var views: [UIView] = []
  private(set) var controllers: [UIViewController] = []
  private static let maximumViews = 120
  private static let maximumControllers = 40
  private static let styles: [UIModalPresentationStyle] = [
    .pageSheet, .formSheet, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext,
  ]

  /// Whether a push, pop, presentation or dismissal may start while another animation runs, as they
  /// do in apps (the soak's default). Off, the run lets running animations finish first, as a user
  /// who waits would.
  let allowsOverlappingTransitions: Bool

  init(allowsOverlappingTransitions: Bool = false) {
    self.allowsOverlappingTransitions = allowsOverlappingTransitions
    device = SimulatedDevice()
    device.simulation.trace.recordedCategories = Set(TraceEvent.Category.allCases).subtracting([
      .view, .queue,
    ])
    let base = UIViewController()
    navigation = UINavigationController(rootViewController: base)
    device.show(navigation)
    controllers = [navigation, base]
    views = [base.view]
  }

  private func view(_ number: Int) -> UIView { views[number % views.count] }
  private func controller(_ number: Int) -> UIViewController {
    controllers[number % controllers.count]
  }

  /// Performs one operation. Misuse is allowed: UIKit's refusals are recorded as faults or
  /// warnings, and the invariants must hold all the same.
  func perform(_ operation: SoakOperation) {
    let (a, b, flag) = (operation.a, operation.b, operation.flag)
    switch operation.kind {
    case .push, .pop, .present, .dismiss, .addChild, .removeChild:
      if !allowsOverlappingTransitions { device.runUntilIdle() }
    default:
      break
    }
    switch operation.kind {
    case .makeView:
      guard views.count < Self.maximumViews else { return }
      let made =
        a % 5 == 0
        ? UILabel(frame: frame(a, b)) : UIView(frame: frame(a, b))
      made.isHidden = a % 11 == 0
      view(b).addSubview(made)
      views.append(made)
    case .addSubview:
      // NB: a controller's root view is moved by its container or presentation, not by the soak:
      // UIKit does not follow arbitrary moves of a presented or root controller's view either.
      let moved = view(a)
      guard !isControllerView(moved) else { return }
      view(b).addSubview(moved)
    case .removeFromSuperview:
      let target = view(a)
      guard !isControllerView(target) else { return }
      target.removeFromSuperview()
    case .addChild:
      guard controllers.count < Self.maximumControllers else { return }
      let parent = controller(b)
      guard !(parent is UINavigationController) else { return }
      let child = UIViewController()
      controllers.append(child)
      views.append(child.view)
      parent.addChild(child)
      child.view.frame = frame(a, b)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
    case .removeChild:
      let child = controller(a)
      guard let parent = child.parent, !(parent is UINavigationController) else { return }
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    case .push:
      guard controllers.count < Self.maximumControllers else { return }
      let pushed = UIViewController()
      controllers.append(pushed)
      views.append(pushed.view)
      navigation.pushViewController(pushed, animated: flag)
    case .pop:
      navigation.popViewController(animated: flag)
    case .present:
      guard controllers.count < Self.maximumControllers else { return }
      let presented =
        a % 7 == 0
        ? UINavigationController(rootViewController: UIViewController())
        : UIViewController()
      presented.modalPresentationStyle = Self.styles[a % Self.styles.count]
      presented.isModalInPresentation = a % 13 == 0
      controllers.append(presented)
      controllers.append(contentsOf: presented.children)
      views.append(presented.view)
      let presenter = b % 3 == 0 ? controller(b) : (device.topViewController ?? navigation)
      presenter.present(presented, animated: flag)
    case .dismiss:
      let target = b % 2 == 0 ? controller(a) : (device.topViewController ?? navigation)
      target.dismiss(animated: flag)
    case .swipe:
      try? device.hand.swipeDown(by: CGFloat(a % 900), velocity: flag ? 1_500 : 0)
    case .tap:
      _ = try? device.hand.tap(at: CGPoint(x: a % 390, y: b % 844))
    case .tapDimmingView:
      try? device.hand.tapDimmingView()
    case .runUntilIdle:
      device.runUntilIdle()
    case .advance:
      device.advance(by: Double(a % 100) / 100)
    }
  }

  private func isControllerView(_ view: UIView) -> Bool {
    (view.next as? UIViewController)?.viewIfLoaded === view
  }

  private func frame(_ a: Int, _ b: Int) -> CGRect {
    CGRect(x: a % 300, y: b % 700, width: 20 + a % 200, height: 20 + b % 300)
  }

  /// Every controller the run made that is still in a hierarchy the invariants can reach.
  var allControllers: [UIViewController] { controllers }
  /// Every view the run made.
  var allViews: [UIView] { views }
}
