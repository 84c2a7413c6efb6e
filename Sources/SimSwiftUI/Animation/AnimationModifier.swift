/// Animates the changes to the content that happen when `value` changes.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
  package let animation: Animation?
  package let value: Value
  /// A primitive modifier has no body.
  public typealias Body = Never
}

private final class AnimatedValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension _AnimationModifier: PrimitiveModifier {
  package func children(content: any View, node: ViewNode) -> [ChildSpec] {
    if let last = node.primitiveState as? AnimatedValue<Value> {
      if last.value != value {
        last.value = value
        node.animationOverride = (node.graph.updatePass, animation)
      }
    } else {
      node.primitiveState = AnimatedValue(value)
    }
    return [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
}

extension View {
  /// Animates this view's changes with `animation` when `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_AnimationModifier(animation: animation, value: value))
  }

  /// Animates this view's changes with `animation` (deprecated in SwiftUI; kept for old code). The
  /// simulator applies it to every change below the view.
  public func animation(_ animation: Animation?) -> some View {
    modifier(_AnimationModifier(animation: animation, value: AlwaysChanged()))
  }
}

/// A value that never equals another, so that the deprecated `.animation(_:)` applies to every
/// change.
struct AlwaysChanged: Equatable {
  static func == (lhs: AlwaysChanged, rhs: AlwaysChanged) -> Bool { false }
}
