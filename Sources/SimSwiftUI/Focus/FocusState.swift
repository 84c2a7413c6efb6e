/// A value that SwiftUI updates as focus moves, and that moves focus when written.
///
/// Matches SwiftUI (FIDELITY 11.24): a `Bool` is true while the view modified with
/// `.focused(_:)` has focus; an optional `Hashable` holds the value given to the focused view's
/// `.focused(_:equals:)`, or nil. On iOS focus on a `TextField` is its `UITextField` being first
/// responder: a tap on the field sets the value, and writing the value makes the field first
/// responder (or resigns it for false or nil). When a write reaches the first responder is an
/// assumption (``SwiftUIAssumptions/focusWriteTiming``).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  package let cell: FocusCell<Value>

  /// Creates a focus state that is true while its view has focus.
  public init() where Value == Bool {
    cell = FocusCell(unfocused: false)
  }

  /// Creates a focus state that holds the value of the focused view, or nil.
  public init<T: Hashable>() where Value == T? {
    cell = FocusCell(unfocused: nil)
  }

  /// Where focus is now: true or the focused view's value; false or nil when elsewhere.
  public var wrappedValue: Value {
    get { cell.value }
    nonmutating set { cell.set(newValue) }
  }

  /// A binding to pass to `.focused(_:)`, `.focused(_:equals:)` or to a child view.
  public var projectedValue: Binding { Binding(cell: cell) }

  /// A binding to a focus state, passed to the focus modifiers and to child views.
  @propertyWrapper
  public struct Binding {
    package let cell: FocusCell<Value>

    /// Where focus is now; writing it moves focus.
    public var wrappedValue: Value {
      get { cell.value }
      nonmutating set { cell.set(newValue) }
    }

    /// The binding itself, so that `$focus` passes it on.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

/// The storage behind a `@FocusState`: a stored location once the view is in the graph, and the
/// value that means "not focused".
package final class FocusCell<Value: Hashable> {
  /// The value for "focus is elsewhere": false or nil.
  package let unfocused: Value
  package var location: StoredLocation<Value>?
  private var detachedValue: Value

  init(unfocused: Value) {
    self.unfocused = unfocused
    self.detachedValue = unfocused
  }

  /// The current value; reading it in a body makes the body depend on it.
  package var value: Value { location?.value ?? detachedValue }

  /// The current value, read without recording a dependency.
  package var untrackedValue: Value { DependencyRecorder.untracked { value } }

  /// Writes the value, updating the views that depend on it.
  package func set(_ newValue: Value) {
    guard let location else {
      detachedValue = newValue
      return
    }
    location.set(newValue, transaction: Transaction())
  }
}

extension FocusState: InstallableProperty {
  package func install(in node: ViewNode, slot: Int) {
    if let existing = node.slots[slot] as? StoredLocation<Value> {
      cell.location = existing
    } else {
      let location = StoredLocation(cell.unfocused)
      node.slots[slot] = location
      cell.location = location
    }
  }
}

extension FocusState: InputComparable {
  package func isSameInput(as other: Any) -> Bool { true }
}
