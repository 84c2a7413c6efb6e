/// A value owned by a view and stored by the view graph for as long as the view keeps its identity.
///
/// Matches SwiftUI: the initial value is used once, when the view first appears at its place in the
/// tree; a change re-evaluates only the bodies that read the value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  package let cell: StateCell<Value>

  /// Creates state with an initial value.
  public init(wrappedValue value: Value) {
    cell = StateCell(initialValue: value)
  }

  /// Creates state with an initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { cell.location?.value ?? cell.initialValue }
    nonmutating set {
      if let location = cell.location {
        location.set(newValue, transaction: Transaction())
      } else {
        cell.initialValue = newValue
      }
    }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let cell = self.cell
    return Binding(
      location: cell.location,
      get: { cell.location?.value ?? cell.initialValue },
      set: { value, transaction in
        if let location = cell.location {
          location.set(value, transaction: transaction)
        } else {
          cell.initialValue = value
        }
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is nil.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// The per-view-value link between a `@State` and the graph's storage.
package final class StateCell<Value> {
  package var initialValue: Value
  package var location: StoredLocation<Value>?

  init(initialValue: Value) {
    self.initialValue = initialValue
  }
}

extension State: InstallableProperty {
  package func install(in node: ViewNode, slot: Int) {
    if let existing = node.slots[slot] as? StoredLocation<Value> {
      cell.location = existing
    } else {
      let location = StoredLocation(cell.initialValue)
      node.slots[slot] = location
      cell.location = location
    }
  }
}
