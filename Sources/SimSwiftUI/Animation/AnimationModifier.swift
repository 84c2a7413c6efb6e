/// Animates the changes to the content that happen when `value` changes.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
  package let animation: Animation?
  package let value: Value
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _AnimationModifier: PrimitiveModifier {}

extension View {
  /// Animates this view's changes with `animation` when `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_AnimationModifier(animation: animation, value: value))
  }

  /// Animates this view's changes with `animation` (deprecated in SwiftUI; kept for old code).
  public func animation(_ animation: Animation?) -> some View {
    modifier(_AnimationModifier(animation: animation, value: 0))
  }
}
