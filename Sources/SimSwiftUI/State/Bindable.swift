import Observation

/// Bindings to the mutable properties of an `@Observable` object (iOS 17).
///
/// Matches SwiftUI: `$model.name` is a `Binding` that reads and writes the object's property, and a
/// view that reads the property through it is re-evaluated when the property changes, because the
/// read is tracked by Observation like any other.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, so that `$model.property` makes a binding.
  public var projectedValue: Bindable<Value> { self }

  /// Creates bindings to the properties of an observable object.
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates bindings to the properties of an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates bindings from another `Bindable`, as a `@Bindable` parameter is passed.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(
      location: nil, get: { object[keyPath: keyPath] },
      set: { value, _ in object[keyPath: keyPath] = value })
  }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity.
  public var id: Value.ID { wrappedValue.id }
}
