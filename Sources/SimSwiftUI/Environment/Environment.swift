/// A property that reads a value from the view's environment.
///
/// The simulator re-evaluates a view that reads its environment whenever one of its ancestors gets
/// new inputs (see `docs/swiftui-assumptions.md`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  package let cell = EnvironmentCell()

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value, or the key's default when the view is not installed in a view graph.
  public var wrappedValue: Value {
    (cell.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

/// The per-view-value link between an `@Environment` and the environment.
package final class EnvironmentCell {
  package var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
  package func install(in node: ViewNode, slot: Int) {
    cell.values = node.environment
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
  }

  /// Supplies `object` to descendants that declare an `@EnvironmentObject` of its type.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWritingModifier { $0.setObject(object) })
  }

  /// Transforms the environment value at `keyPath` for this view and its descendants.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
  }
}

/// A modifier that changes the environment of the content.
public struct EnvironmentWritingModifier: ViewModifier {
  package let write: (inout EnvironmentValues) -> Void

  /// A primitive modifier has no body.
  public typealias Body = Never
}
