/// A hosting controller of a pushed destination, told when it leaves its navigation controller.
@MainActor
package protocol NavigationDestinationHost: AnyObject {
  var onPopped: (@MainActor () -> Void)? { get set }
}

/// The hosting controller SwiftUI puts a `NavigationStack` destination (and, in the simulator, its
/// root) in (FIDELITY 7.2, 7.3).
open class NavigationStackHostingController<Content: View>: UIHostingController<Content>,
  NavigationDestinationHost
{
  package var onPopped: (@MainActor () -> Void)?

  /// Reports a pop to the link that pushed this destination.
  open override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if parent == nil { onPopped?() }
  }
}

/// The hosting controller SwiftUI puts a `NavigationView` destination (and, in the simulator, its
/// root column) in, as iOS 14 and 15 do (FIDELITY 7.2, 7.3).
open class DestinationHostingController<Content: View>: UIHostingController<Content>,
  NavigationDestinationHost
{
  package var onPopped: (@MainActor () -> Void)?

  /// Reports a pop to the link that pushed this destination.
  open override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if parent == nil { onPopped?() }
  }
}

/// The hosting controller SwiftUI puts each tab of a `TabView` in (FIDELITY 7.3).
open class TabHostingController<Content: View>: UIHostingController<Content> {}

/// The navigation controller SwiftUI builds for `NavigationView` and `NavigationStack`
/// (FIDELITY 7.3).
open class UIKitNavigationController: UINavigationController {}

/// The tab bar controller SwiftUI builds for `TabView` (FIDELITY 7.3). A change of tab is written
/// back to the `TabView(selection:)` binding.
open class UIKitTabBarController: UITabBarController {
  package var onSelectionChange: (@MainActor (Int) -> Void)?

  /// The selected tab's index; a change is reported to the `TabView`.
  open override var selectedIndex: Int {
    get { super.selectedIndex }
    set {
      let old = super.selectedIndex
      super.selectedIndex = newValue
      if super.selectedIndex != old { onSelectionChange?(super.selectedIndex) }
    }
  }

  /// The selected tab's controller; a change is reported to the `TabView`.
  open override var selectedViewController: UIViewController? {
    get { super.selectedViewController }
    set {
      let old = super.selectedIndex
      super.selectedViewController = newValue
      if super.selectedIndex != old { onSelectionChange?(super.selectedIndex) }
    }
  }
}

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
