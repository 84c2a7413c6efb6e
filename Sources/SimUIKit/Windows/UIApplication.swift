import Foundation

/// The methods an application's delegate may implement.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// The application: the end of the responder chain, before its delegate.
///
/// Matches iOS: `next` is the delegate when the delegate is a `UIResponder` that is not a view, a view
/// controller or the application itself (FIDELITY 1.8).
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  /// The application's delegate. The simulated application holds it strongly, as `UIApplicationMain`
  /// keeps the app delegate alive for the life of the app.
  public var delegate: (any UIApplicationDelegate)?

  /// The scenes connected to the application, in the order they connected.
  public private(set) var connectedScenes: [UIScene] = []

  package override init() {
    super.init()
  }

  /// The application of the current simulation.
  ///
  /// Launch one with ``Simulation/launchApplication(delegate:)``; reading this before that launches one
  /// with no delegate.
  public static var shared: UIApplication {
    let simulation = Simulation.current
    if let application = simulation.application { return application }
    return simulation.launchApplication()
  }

  /// The delegate, when it is a plain responder (FIDELITY 1.8); otherwise nil.
  public override var next: UIResponder? {
    guard let responder = delegate as? UIResponder,
      !(responder is UIView), !(responder is UIViewController), !(responder is UIApplication)
    else { return nil }
    return responder
  }

  /// The key window of the first scene that has one.
  public var keyWindow: UIWindow? {
    for case let scene as UIWindowScene in connectedScenes {
      if let key = scene.keyWindow { return key }
    }
    return nil
  }

  /// Every window of every connected scene.
  public var windows: [UIWindow] {
    connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
  }

  package func connect(_ scene: UIScene) {
    connectedScenes.append(scene)
    scene.application = self
  }

  /// Releases every scene and window, every presentation still alive (wherever it hangs), the
  /// keyboard's window and the delegate, so that the whole object graph can be freed.
  public func tearDown() {
    for case let scene as UIWindowScene in connectedScenes {
      scene.tearDown()
    }
    connectedScenes.removeAll()
    for presentation in simulation.livePresentations.removeAll() {
      presentation.endForTeardown()
    }
    simulation.keyboard.tearDown()
    delegate = nil
  }
}

extension Simulation {
  /// Launches this simulation's application with one connected window scene.
  ///
  /// The caller keeps the application alive; the simulation only refers to it weakly.
  @discardableResult
  public func launchApplication(delegate: (any UIApplicationDelegate)? = nil) -> UIApplication {
    withCurrent {
      let application = UIApplication()
      application.delegate = delegate
      application.connect(UIWindowScene())
      self.application = application
      return application
    }
  }
}
