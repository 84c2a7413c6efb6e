public import SimUIKit

/// A chain of modal presentations: a window's root controller presents a controller, which presents
/// the next, and so on for ``presentationCount`` controllers; then the root dismisses them all.
///
/// Every controller is presented `.fullScreen` and without animation, so each presentation sends the
/// presenter its disappearance callbacks and the presented controller its appearance callbacks, and
/// the dismissal sends them to the top controller and the root only (FIDELITY 3.9).
@MainActor
public final class PresentationWorkload {
  /// The number of controllers presented on top of the root.
  public let presentationCount: Int
  /// The simulation the window and controllers belong to.
  public let simulation: Simulation
  /// The window whose root starts the chain, once set up.
  public private(set) var window: UIWindow?
  /// The root controller and then the presented controllers, bottom to top.
  public private(set) var controllers: [UIViewController] = []
  /// The number of completion handlers that ran.
  public private(set) var completions = 0

  private let counter = AppearanceCounter()

  /// Creates the workload for a chain of `presentationCount` presentations in `simulation`.
  public init(presentationCount: Int, simulation: Simulation) {
    self.presentationCount = presentationCount
    self.simulation = simulation
  }

  /// The appearance callbacks received so far.
  public var tally: AppearanceTally { counter.tally }

  // MARK: - Phases

  /// Makes a visible window with the root controller and the controllers to present.
  public func setUp() {
    simulation.withCurrent {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      controllers = (0...presentationCount).map { _ in CountingViewController(counter: counter) }
      window.rootViewController = controllers[0]
      window.makeKeyAndVisible()
      self.window = window
    }
    // The root's viewDidAppear comes after the turn, as on a device.
    simulation.mainQueue.runUntilIdle()
  }

  /// Has each controller present the next one.
  public func presentChain() {
    simulation.withCurrent {
      for index in 0..<presentationCount {
        controllers[index].present(controllers[index + 1], animated: false) { [self] in
          completions += 1
        }
      }
    }
  }

  /// Has the root dismiss everything above it at once.
  public func dismissChain() {
    simulation.withCurrent {
      controllers.first?.dismiss(animated: false) { [self] in
        completions += 1
      }
    }
  }

  /// The number of controllers in the presentation chain above the root.
  public var presentedDepth: Int {
    var depth = 0
    var current = controllers.first?.presentedViewController
    while let controller = current {
      depth += 1
      current = controller.presentedViewController
    }
    return depth
  }

  /// Lets go of the window and the controllers.
  public func tearDown() {
    window?.rootViewController = nil
    window = nil
    controllers = []
  }
}
