/// The values a view inherits from its ancestors: size classes, colour scheme, presentation state,
/// fonts, environment objects and values of custom keys.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  /// Creates environment values with every key at its default.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The environment object of type `type`, if an ancestor supplied one.
  package func object<T>(of type: T.Type) -> T? {
    objects[ObjectIdentifier(type)] as? T
  }

  /// Supplies an environment object to descendants.
  package mutating func setObject<T: AnyObject>(_ object: T) {
    objects[ObjectIdentifier(T.self)] = object
  }

  /// Supplies an environment object to descendants, keyed by its dynamic type.
  package mutating func setObject(_ object: AnyObject, as type: Any.Type) {
    objects[ObjectIdentifier(type)] = object
  }

  /// The number of values set, for diagnostics.
  public var description: String {
    "EnvironmentValues(\(values.count) values, \(objects.count) objects)"
  }
}
