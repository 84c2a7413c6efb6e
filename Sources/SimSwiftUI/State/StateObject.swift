/// An observable object a view owns: made once for the view's identity, kept across re-evaluations,
/// and observed like ``ObservedObject``.
@propertyWrapper
@preconcurrency @MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  package let cell: StateObjectCell<ObjectType>

  /// Makes the object with `thunk` the first time the view appears at its place in the tree.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    cell = StateObjectCell(make: thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType {
    if let object = cell.object { return object }
    let object = cell.make()
    cell.object = object
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// The per-view-value link between a `@StateObject` and the graph's storage.
package final class StateObjectCell<ObjectType> {
  package let make: () -> ObjectType
  package var object: ObjectType?

  init(make: @escaping () -> ObjectType) {
    self.make = make
  }
}

extension StateObject: InstallableProperty {
  package func install(in node: ViewNode, slot: Int) {
    if let stored = node.slots[slot] as? ObjectType {
      cell.object = stored
    } else {
      let object = cell.object ?? cell.make()
      cell.object = object
      node.slots[slot] = object
    }
    if let object = cell.object { node.observe(object.objectWillChange.location) }
  }
}
