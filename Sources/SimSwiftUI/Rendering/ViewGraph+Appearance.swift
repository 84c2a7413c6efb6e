/// Live state of a modifier that follows its hosting controller's appearance: `.task`, which is
/// cancelled when the controller disappears and started again when it appears (FIDELITY 13.10).
@MainActor
package protocol HostAppearanceObserver: AnyObject {
  /// The hosting controller's view left the screen (`viewDidDisappear`).
  func hostDidDisappear()
  /// The hosting controller's view is about to come back on screen (`viewWillAppear`).
  func hostWillAppear()
}

extension ViewGraph {
  /// Tells the graph's appearance observers that the hosting controller disappeared.
  package func hostDidDisappear() {
    forEachAppearanceObserver { $0.hostDidDisappear() }
  }

  /// Tells the graph's appearance observers that the hosting controller is about to appear.
  package func hostWillAppear() {
    forEachAppearanceObserver { $0.hostWillAppear() }
  }

  private func forEachAppearanceObserver(_ body: (any HostAppearanceObserver) -> Void) {
    var observers: [any HostAppearanceObserver] = []
    root?.forEachNode { node in
      if let observer = node.primitiveState as? any HostAppearanceObserver {
        observers.append(observer)
      }
    }
    for observer in observers { body(observer) }
  }
}
