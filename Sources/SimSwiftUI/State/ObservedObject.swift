/// An observable object a view is given: the view's body is re-evaluated whenever the object
/// announces a change.
@propertyWrapper
@preconcurrency @MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to the properties of an observed object.
  @dynamicMemberLookup
  public struct Wrapper {
    package let root: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      Binding<Subject>.toObject(root, keyPath)
    }
  }

  /// The observed object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension Binding {
  /// A binding to a property of an observable object; reading it makes the reader observe the object.
  package static func toObject<Root: ObservableObject>(
    _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>
  ) -> Binding<Value> {
    let publisher = root.objectWillChange
    return Binding(
      location: publisher.location,
      get: {
        publisher.location.recordRead()
        return root[keyPath: keyPath]
      },
      set: { value, transaction in
        withTransaction(transaction.merged(with: Transaction.current)) {
          root[keyPath: keyPath] = value
        }
      })
  }
}

extension ObservedObject: InstallableProperty {
  package func install(in node: ViewNode, slot: Int) {
    node.observe(wrappedValue.objectWillChange.location)
  }
}
