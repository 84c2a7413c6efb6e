/// The hosting controller SwiftUI puts a `NavigationStack` destination (and, in the simulator, its
/// root) in (FIDELITY 7.2, 7.3).
open class NavigationStackHostingController<Content: View>: UIHostingController<Content> {}

/// The hosting controller SwiftUI puts a `NavigationView` destination (and, in the simulator, its
/// root column) in, as iOS 14 and 15 do (FIDELITY 7.2, 7.3).
open class DestinationHostingController<Content: View>: UIHostingController<Content> {}

/// The hosting controller SwiftUI puts each tab of a `TabView` in (FIDELITY 7.3).
open class TabHostingController<Content: View>: UIHostingController<Content> {}

/// The navigation controller SwiftUI builds for `NavigationView` and `NavigationStack`
/// (FIDELITY 7.3).
open class UIKitNavigationController: UINavigationController {}

/// The tab bar controller SwiftUI builds for `TabView` (FIDELITY 7.3).
open class UIKitTabBarController: UITabBarController {}

extension UIViewController {
  /// This controller or its nearest ancestor that hosts SwiftUI content presented by `.sheet`.
  package var enclosingPresentationHost: PresentationHostingController<AnyView>? {
    var candidate: UIViewController? = self
    while let current = candidate {
      if let host = current as? PresentationHostingController<AnyView> { return host }
      candidate = current.parent
    }
    return nil
  }
}
