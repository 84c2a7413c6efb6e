public import Foundation
import ResponderLabDiagnostics
@_exported public import SimUIKit

/// A simulated phone or tablet, ready to use: a simulation with its application, scene and key
/// window.
///
/// The default is `DeviceProfile.phone`: 390 × 844 points with safe-area insets of 47 at the top
/// and 34 at the bottom. ``init(profile:assumptions:appDelegate:)`` makes any other profile.
/// Each device has its own simulation, so tests that make their own devices run side by side.
@MainActor
public final class SimulatedDevice {
  /// The device's simulation: its queue, clock, trace and fault log.
  public let simulation: Simulation
  /// The launched application.
  public let application: UIApplication
  /// The application's window scene.
  public let windowScene: UIWindowScene
  /// The key window.
  public let window: UIWindow
  /// The user's hand, which taps, types and swipes.
  public private(set) lazy var hand = Hand(device: self)

  /// Creates a device with a screen of the given size and insets. Its idiom and size classes are
  /// inferred from the size (`DeviceProfile.inferred(screenSize:safeAreaInsets:)`, FIDELITY 12.3):
  /// 820 × 1180 is a tablet, regular/regular.
  public convenience init(
    screenSize: CGSize = CGSize(width: 390, height: 844),
    safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    assumptions: FidelityAssumptions = FidelityAssumptions(),
    appDelegate: (any UIApplicationDelegate)? = nil
  ) {
    self.init(
      screen: UIScreen(size: screenSize, safeAreaInsets: safeAreaInsets), assumptions: assumptions,
      appDelegate: appDelegate)
  }

  /// Creates a device of a profile, such as `DeviceProfile.tablet` (FIDELITY 12.1–12.3).
  public convenience init(
    profile: DeviceProfile,
    assumptions: FidelityAssumptions = FidelityAssumptions(),
    appDelegate: (any UIApplicationDelegate)? = nil
  ) {
    self.init(
      screen: UIScreen(profile: profile), assumptions: assumptions, appDelegate: appDelegate)
  }

  private init(
    screen: UIScreen, assumptions: FidelityAssumptions, appDelegate: (any UIApplicationDelegate)?
  ) {
    let simulation = Simulation(screen: screen, assumptions: assumptions)
    simulation.makeCurrent()
    self.simulation = simulation
    application = simulation.launchApplication(delegate: appDelegate ?? SimulatedAppDelegate())
    windowScene =
      application.connectedScenes.compactMap { $0 as? UIWindowScene }.first ?? UIWindowScene()
    window = UIWindow(windowScene: windowScene)
  }

  /// Sets the window's root controller, shows the window and runs the queue until idle.
  public func show(_ rootViewController: UIViewController) {
    simulation.makeCurrent()
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    runUntilIdle()
  }

  /// Runs the main queue until nothing is waiting, moving the clock to each deadline.
  @discardableResult
  public func runUntilIdle() -> Int {
    simulation.mainQueue.runUntilIdle()
  }

  /// Moves the virtual clock forward, running what comes due.
  @discardableResult
  public func advance(by seconds: TimeInterval) -> Int {
    simulation.mainQueue.advance(by: seconds)
  }

  /// The virtual time.
  public var now: TimeInterval { simulation.now }

  /// The trace of everything observable so far.
  public var trace: Trace { simulation.trace }

  /// The faults recorded so far.
  public var faults: [UIKitFault] { simulation.faults }

  /// The warnings logged so far, in UIKit's words.
  public var warnings: [String] {
    trace.events(in: [.warning]).map(\.message)
  }

  /// The controller at the top of the presentation stack, or the root.
  public var topViewController: UIViewController? {
    var top = window.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top
  }

  /// The `_printHierarchy`-style dump of the window's controllers.
  public var controllerDump: String { ControllerTreeDump().render(window) }

  /// The `recursiveDescription`-style dump of the window's views, then the keyboard's window when
  /// the keyboard is up.
  public var viewDump: String { ViewTreeDump().renderWithKeyboard(window) }

  // NB: a presentation holds its presenter (FIDELITY 2.7) and every simulated object holds its
  // simulation, so a device let go with presentations on screen, or with work waiting in its queue,
  // would keep its whole object graph alive. Releasing the device tears it down, as a scene's
  // disconnection does; a test need not remember to.
  isolated deinit {
    tearDown()
  }

  /// Releases the scene, window and every controller and view, as when the scene disconnects.
  ///
  /// Releasing the device does this too; call it to end a simulation whose device is still held.
  public func tearDown() {
    simulation.mainQueue.removeAll()
    // NB: a drag the steps left with its finger down holds its views, and they the simulation.
    hand.releaseDrag()
    simulation.gestureEnvironment.releaseAll()
    application.tearDown()
    simulation.resignCurrent()
  }
}

/// The app delegate a device uses when none is given: a plain responder, so it ends the chain
/// (FIDELITY 1.8).
@MainActor
public final class SimulatedAppDelegate: UIResponder, UIApplicationDelegate {}
