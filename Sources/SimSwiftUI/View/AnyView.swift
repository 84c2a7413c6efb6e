/// A type-erased view.
///
/// Matches SwiftUI: when the erased type changes, the old view's state is discarded.
public struct AnyView: View {
  package let storage: any View

  /// Erases `view`'s type.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      storage = erased.storage
    } else {
      storage = view
    }
  }

  /// Erases a view given as an existential, or returns nil if `value` is not a view.
  public init?(erasing value: Any) {
    guard let view = value as? any View else { return nil }
    storage = view
  }

  /// A primitive view has no body.
  public typealias Body = Never
}
