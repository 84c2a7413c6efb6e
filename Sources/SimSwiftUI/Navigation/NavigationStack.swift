/// A navigation container (iOS 16): like ``NavigationView``, with each screen hosted in a
/// ``NavigationStackHostingController``; with a path, the screens above the root follow it.
///
/// Matches SwiftUI on iPhone (FIDELITY 7.3): a ``UIKitNavigationController`` child of the enclosing
/// hosting controller. With `init(path:root:)`, appending to the path pushes the destination that
/// `navigationDestination(for:destination:)` registered for the value's type, removing values pops,
/// and a pop by the back button or the edge swipe removes the popped screens' values.
public struct NavigationStack<Content: View>: View {
  package let content: Content
  package var path: (any NavigationPathSource)?

  /// Creates a navigation stack that manages its own screens.
  public init(@ViewBuilder root: () -> Content) {
    self.content = root()
  }

  /// Creates a navigation stack whose screens above the root follow a `NavigationPath`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
    self.content = root()
    self.path = NavigationPathBindingSource(binding: path)
  }

  /// Creates a navigation stack whose screens above the root follow a collection of values of one
  /// type.
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.content = root()
    self.path = CollectionPathSource(binding: path)
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension NavigationStack: NavigationContainerView {
  package var container: NavigationContainer {
    NavigationContainer(content: content, usesStackHosts: true, path: path)
  }
}
