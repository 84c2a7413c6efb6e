/// A two-way connection to a value owned elsewhere: a `@State`, a model's property, a constant.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// The transaction used when the value is set through this binding.
  public var transaction: Transaction = Transaction()
  package let location: AnyObject?
  /// The value when the binding was made, read without recording a dependency; SwiftUI compares it
  /// to decide whether a view that takes the binding has new inputs.
  package let snapshot: Value
  private let getValue: () -> Value
  private let setValue: (Value, Transaction) -> Void

  package init(
    location: AnyObject?, get: @escaping () -> Value,
    set: @escaping (Value, Transaction) -> Void
  ) {
    self.location = location
    self.snapshot = DependencyRecorder.untracked(get)
    self.getValue = get
    self.setValue = set
  }

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: nil, get: get, set: { value, _ in set(value) })
  }

  /// Creates a binding from a getter and a setter that receives the transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: nil, get: get, set: set)
  }

  /// Creates a binding from another binding, as `@Binding` parameters are passed.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: nil, get: { value }, set: { _, _ in })
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue, transaction) }
  }

  /// The binding itself, so that `$binding` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let base = self
    return Binding<Subject>(
      location: location,
      get: { base.getValue()[keyPath: keyPath] },
      set: { value, transaction in
        var whole = base.getValue()
        whole[keyPath: keyPath] = value
        base.setValue(whole, transaction)
      })
  }

  /// The same binding, animating the changes made through it.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  /// The same binding, with the given transaction.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding {
  /// Unwraps a binding to an optional value, or returns nil when the value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(
      location: base.location, get: { base.wrappedValue ?? value },
      set: { newValue, transaction in base.transaction(transaction).wrappedValue = newValue })
  }

  /// Wraps a binding to a value as a binding to an optional value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      location: base.location, get: { base.wrappedValue },
      set: { newValue, transaction in
        if let newValue { base.transaction(transaction).wrappedValue = newValue }
      })
  }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
  /// The bound value's identity.
  public var id: Value.ID { wrappedValue.id }
}
