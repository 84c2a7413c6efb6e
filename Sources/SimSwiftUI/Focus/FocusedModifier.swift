/// Binds focus on the modified view to a `@FocusState`: `.focused(_:)` and `.focused(_:equals:)`.
///
/// Focus on iOS is the first responder status of the `UITextField` that draws a `TextField`
/// (FIDELITY 11.24): the modifier finds that field below it, makes it first responder when the
/// binding takes this modifier's value, resigns it when the binding leaves the value, and writes
/// the binding when the field becomes or stops being first responder.
public struct _FocusedModifier<Value: Hashable>: ViewModifier {
  package let binding: FocusState<Value>.Binding
  package let value: Value
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _FocusedModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    let cell = binding.cell
    if let location = cell.location { node.observe(location) }
    let wanted = cell.untrackedValue == value
    let timing = node.graph.simulation.swiftUIAssumptions.focusWriteTiming
    let apply: @MainActor () -> Void = { [weak node] in
      guard let node else { return }
      Self.connect(node, cell: cell, value: value)
      Self.apply(wanted: wanted, node: node, cell: cell, value: value)
    }
    switch timing {
    case .sameUpdate:
      node.graph.afterUpdate(apply)
    case .nextTurn:
      node.graph.afterUpdate {
        node.graph.simulation.mainQueue.enqueue(label: "@FocusState write", apply)
      }
    }
  }

  /// The text field that draws the modified view: the first `TextField` below the modifier.
  package static func field(below node: ViewNode) -> HostedTextFieldView? {
    var found: HostedTextFieldView?
    node.forEachNode { descendant in
      if found == nil, let field = descendant.platformView as? HostedTextFieldView {
        found = field
      }
    }
    return found
  }

  /// Makes the field write the binding when its first responder status changes.
  private static func connect(_ node: ViewNode, cell: FocusCell<Value>, value: Value) {
    guard let field = field(below: node) else { return }
    field.focusDidChange = { [weak cell] focused in
      guard let cell else { return }
      let current = cell.untrackedValue
      if focused, current != value {
        cell.set(value)
      } else if !focused, current == value {
        cell.set(cell.unfocused)
      }
    }
  }

  /// Moves the first responder to match the binding, once the update has drawn.
  private static func apply(wanted: Bool, node: ViewNode, cell: FocusCell<Value>, value: Value) {
    // The binding may have moved on since this update was scheduled.
    guard wanted == (cell.untrackedValue == value) else { return }
    guard let field = field(below: node) else {
      if wanted {
        node.graph.simulation.warn(
          "ResponderLab cannot focus \(node.typeName): only a TextField below .focused takes focus in the simulator. To fix, put .focused on the TextField."
        )
      }
      return
    }
    if wanted, !field.isFirstResponder {
      field.trace(.responder, "@FocusState asks it to become first responder (FIDELITY 11.24)")
      if !field.becomeFirstResponder() {
        field.trace(.responder, "cannot take focus: becomeFirstResponder() returned false")
      }
    } else if !wanted, field.isFirstResponder {
      field.trace(.responder, "@FocusState asks it to resign (FIDELITY 11.24)")
      field.resignFirstResponder()
    }
  }
}

extension View {
  /// Gives the view focus while `condition` is true, and sets `condition` as focus comes and goes.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(binding: condition, value: true))
  }

  /// Gives the view focus while `binding` equals `value`, and sets `binding` to `value` when the view
  /// takes focus (to nil when it loses it).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    modifier(_FocusedModifier(binding: binding, value: value))
  }
}
