/// A key for a value in ``EnvironmentValues``, with the value used when no ancestor sets one.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no ancestor sets one.
  static var defaultValue: Self.Value { get }
}
