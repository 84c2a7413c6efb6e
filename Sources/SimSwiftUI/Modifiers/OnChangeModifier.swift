/// Runs an action when a value changes between updates.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
  package let value: Value
  package let initial: Bool
  package let action: @MainActor (Value, Value) -> Void
  /// A primitive modifier has no body.
  public typealias Body = Never
}

private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension _ValueActionModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    guard let last = node.primitiveState as? LastValue<Value> else {
      node.primitiveState = LastValue(value)
      if initial {
        let value = self.value
        node.graph.afterUpdate { action(value, value) }
      }
      return
    }
    guard last.value != value else { return }
    let old = last.value
    let new = value
    last.value = new
    node.graph.afterUpdate { action(old, new) }
  }
}

extension View {
  /// Runs `action` with the new value when `value` changes (the iOS 14 form).
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values when `value` changes (the iOS 17 form).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes (the iOS 17 form without parameters).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }
}
