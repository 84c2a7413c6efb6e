/// An observable object supplied by an ancestor with `.environmentObject(_:)`, observed like
/// ``ObservedObject``.
@propertyWrapper
@preconcurrency @MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  package let cell = EnvironmentObjectCell<ObjectType>()

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object.
  ///
  /// SwiftUI stops the program when no ancestor supplied one. The simulator never reads it then:
  /// a view whose `@EnvironmentObject` is missing has its body skipped, and SwiftUI's message is
  /// recorded as a fault instead, so rendering never stops the process.
  public var wrappedValue: ObjectType {
    guard let object = cell.object else {
      // NB: reachable only by reading the property outside a body SwiftUI runs (by hand, on a
      // view value that was never rendered): there is no object of the type to return.
      fatalError(Self.missingObjectFault.reason)
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

extension EnvironmentObject {
  /// SwiftUI's message for a missing environment object, as a recorded fault.
  package static var missingObjectFault: UIKitFault {
    UIKitFault(
      exceptionName: UIKitFault.swiftUIFatalError,
      reason:
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.",
      fix:
        "supply one with .environmentObject(_:) on an ancestor of the view; the view's body was skipped."
    )
  }
}

extension EnvironmentObject: InstallableProperty {
  package func install(in node: ViewNode, slot: Int) {
    cell.object = node.environment.object(of: ObjectType.self)
    if let object = cell.object {
      node.observe(object.objectWillChange.location)
    } else {
      node.missingEnvironmentObject = Self.missingObjectFault
    }
  }
}
