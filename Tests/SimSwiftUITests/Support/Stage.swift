import SimSwiftUI
import Testing

/// A window on a fresh simulation with a SwiftUI view at its root, for tests.
@MainActor
struct Stage<Content: View> {
  let simulation: Simulation
  let application: UIApplication
  let window: UIWindow
  let host: UIHostingController<Content>

  init(_ content: Content) {
    let simulation = Simulation()
    self.simulation = simulation
    let (application, window, host) = simulation.withCurrent {
      let application = simulation.launchApplication()
      let scene = application.connectedScenes.first as? UIWindowScene
      let window =
        scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: simulation.screen.bounds)
      let host = UIHostingController(rootView: content)
      window.rootViewController = host
      window.makeKeyAndVisible()
      return (application, window, host)
    }
    self.application = application
    self.window = window
    self.host = host
    settle()
  }

  /// Runs everything due now on the main queue.
  func settle() {
    simulation.withCurrent { _ = simulation.mainQueue.runDue() }
  }

  /// Moves the virtual clock forward.
  func advance(by seconds: TimeInterval) {
    simulation.withCurrent { _ = simulation.mainQueue.advance(by: seconds) }
  }

  /// Lines of the SwiftUI category of the trace.
  var swiftUILines: [String] { simulation.trace.lines(in: [.swiftUI]) }

  /// Every view in the window of the given type, depth first.
  func views<T: UIView>(of type: T.Type) -> [T] {
    var found: [T] = []
    window.forEachInSubtree { if let view = $0 as? T { found.append(view) } }
    return found
  }

  /// Taps the centre of `view` through hit-testing.
  func tap(_ view: UIView) {
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    tap(at: point)
  }

  /// Taps a point of the window through hit-testing.
  func tap(at point: CGPoint) {
    simulation.withCurrent {
      guard let hit = window.hitTest(point, with: nil) else { return }
      let touch = UITouch(view: hit, window: window, location: point)
      hit.touchesBegan([touch], with: nil)
      touch.move(to: point, phase: .ended, at: simulation.now)
      hit.touchesEnded([touch], with: nil)
    }
    settle()
  }
}
