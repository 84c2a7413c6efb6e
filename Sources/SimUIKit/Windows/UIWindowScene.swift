import Foundation

/// A scene: one instance of the app's interface.
///
/// Matches iOS 13 and later: a scene's `next` is the application (FIDELITY 1.7).
@preconcurrency @MainActor
open class UIScene: UIResponder {
  package weak var application: UIApplication?

  /// The application (FIDELITY 1.7).
  open override var next: UIResponder? { application }
}

/// A scene that shows windows.
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
  /// The scene's windows, in the order they were attached. The scene keeps them alive.
  public private(set) var windows: [UIWindow] = []

  package override init() {
    super.init()
  }

  /// The scene's key window.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  package func attach(_ window: UIWindow) {
    guard !windows.contains(where: { $0 === window }) else { return }
    windows.append(window)
  }

  package func detach(_ window: UIWindow) {
    windows.removeAll { $0 === window }
  }

  package func tearDown() {
    for window in windows { window.tearDown() }
    windows.removeAll()
  }
}
