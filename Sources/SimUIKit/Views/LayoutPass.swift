import Foundation

/// The layout pass at the end of each turn of the main queue, as Core Animation's transaction commit
/// runs it on a device (FIDELITY 8.8): every window with a view marked by `setNeedsLayout()` is laid
/// out, top down.
///
/// A navigation controller's pushes and pops start here (FIDELITY 8.9): they mark the navigation
/// controller's view, whose layout starts the transition.
@MainActor
package final class LayoutPass {
  /// How many rounds one pass runs while layout marks views again, before it gives up and says so.
  package static let roundLimit = 100

  private final class WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
  }

  private final class WeakNavigation {
    weak var navigation: UINavigationController?
    init(_ navigation: UINavigationController) { self.navigation = navigation }
  }

  private var windows: [WeakWindow] = []
  /// Navigation controllers with requests waiting for a transition to end (FIDELITY 8.9).
  private var waiting: [WeakNavigation] = []
  private weak var simulation: Simulation?

  package init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// Whether a window waits for a layout pass.
  package var isPending: Bool {
    windows.contains { $0.window != nil } || waiting.contains { $0.navigation != nil }
  }

  /// Asks for a layout pass of `window` at the end of the current turn.
  package func schedule(_ window: UIWindow) {
    guard !windows.contains(where: { $0.window === window }) else { return }
    windows.append(WeakWindow(window))
  }

  /// Runs `navigation`'s waiting requests at the end of a turn in which nothing is under way any
  /// more, as UIKit runs deferred navigation requests from its after-commit blocks.
  package func waitForIdle(_ navigation: UINavigationController) {
    guard !waiting.contains(where: { $0.navigation === navigation }) else { return }
    waiting.append(WeakNavigation(navigation))
  }

  /// Lays out every scheduled window, again while layout marks views, up to ``roundLimit`` rounds;
  /// then runs the navigation requests that no longer wait, and lays out what they marked.
  package func run() {
    var rounds = 0
    while !windows.isEmpty || runWaitingRequests() {
      guard rounds < Self.roundLimit else {
        simulation?.warn(
          "The layout pass did not settle after \(Self.roundLimit) rounds: a layoutSubviews, viewWillLayoutSubviews or viewDidLayoutSubviews marks a view for layout every time it runs. The rest waits for the next turn."
        )
        return
      }
      rounds += 1
      let scheduled = windows
      windows = []
      for entry in scheduled { entry.window?.layoutIfNeeded() }
    }
  }

  /// Runs the requests of the navigation controllers that are idle; returns whether a window was
  /// marked for layout by them.
  private func runWaitingRequests() -> Bool {
    guard !waiting.isEmpty else { return false }
    let current = waiting
    waiting = []
    for entry in current {
      guard let navigation = entry.navigation else { continue }
      if navigation.runQueuedRequestsIfIdle() { waitForIdle(navigation) }
    }
    return !windows.isEmpty
  }

  /// Forgets every scheduled window and waiting controller, as a teardown does.
  package func removeAll() {
    windows.removeAll()
    waiting.removeAll()
  }
}
