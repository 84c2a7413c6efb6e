/// Registers how values of a type become destinations for value-based `NavigationLink`s in the
/// enclosing navigation container.
public struct _NavigationDestinationModifier<Value: Hashable, Destination: View>: ViewModifier {
  package let build: @MainActor (Value) -> Destination
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _NavigationDestinationModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    node.environment.navigationContext?.destinations.register(Value.self, build)
  }
}

extension View {
  /// Makes value-based `NavigationLink`s for values of `type` push `destination(value)` (iOS 16).
  public func navigationDestination<D: Hashable, C: View>(
    for type: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
  ) -> some View {
    modifier(_NavigationDestinationModifier(build: destination))
  }
}
