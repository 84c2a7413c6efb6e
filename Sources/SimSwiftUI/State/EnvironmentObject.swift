/// An observable object supplied by an ancestor with `.environmentObject(_:)`, observed like
/// ``ObservedObject``.
@propertyWrapper
@preconcurrency @MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  package let cell = EnvironmentObjectCell<ObjectType>()

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object. Reading it when no ancestor supplied one stops the program, as in SwiftUI.
  public var wrappedValue: ObjectType {
    guard let object = cell.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// The per-view-value link between an `@EnvironmentObject` and the environment.
package final class EnvironmentObjectCell<ObjectType> {
  package var object: ObjectType?
}

extension EnvironmentObject: InstallableProperty {
  package func install(in node: ViewNode, slot: Int) {
    cell.object = node.environment.object(of: ObjectType.self)
    if let object = cell.object { node.observe(object.objectWillChange.location) }
  }
}
