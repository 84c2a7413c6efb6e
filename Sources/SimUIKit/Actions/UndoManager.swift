/// A record of changes that can be undone and redone, with Foundation's names (Linux's Foundation has
/// none). Every window has one; responders reach it up the chain (FIDELITY 11.17).
@preconcurrency @MainActor
open class UndoManager {
  private struct Action {
    let name: String
    let undo: @MainActor () -> Void
  }

  private struct Group {
    var actions: [Action] = []
    var name = ""
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var openGroup: Group?
  private var state = Mode.normal

  private enum Mode { case normal, undoing, redoing }

  /// Creates an empty undo manager.
  public init() {}

  /// Whether there is something to undo.
  open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }
  /// Whether there is something to redo.
  open var canRedo: Bool { !redoStack.isEmpty }
  /// Whether an undo is running.
  open var isUndoing: Bool { state == .undoing }
  /// Whether a redo is running.
  open var isRedoing: Bool { state == .redoing }
  /// The name of the action `undo()` would undo.
  open var undoActionName: String { undoStack.last?.name ?? "" }
  /// The name of the action `redo()` would redo.
  open var redoActionName: String { redoStack.last?.name ?? "" }

  /// Registers the closure that undoes a change to `target`.
  open func registerUndo<Target: AnyObject>(
    withTarget target: Target, handler: @escaping @MainActor (Target) -> Void
  ) {
    let action = Action(name: "") { [weak target] in
      if let target { handler(target) }
    }
    // NB: while undoing or redoing, `run` holds a group open that collects what gets registered.
    if state == .normal { redoStack.removeAll() }
    if openGroup != nil {
      openGroup?.actions.append(action)
    } else {
      undoStack.append(Group(actions: [action], name: ""))
    }
  }

  /// Names the action the next `undo()` undoes, as a menu shows it.
  open func setActionName(_ actionName: String) {
    if openGroup != nil {
      openGroup?.name = actionName
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = actionName
    }
  }

  /// Opens a group: the changes registered until ``endUndoGrouping()`` undo together.
  open func beginUndoGrouping() {
    if openGroup == nil { openGroup = Group() }
  }

  /// Closes the open group.
  open func endUndoGrouping() {
    guard let group = openGroup else { return }
    openGroup = nil
    if !group.actions.isEmpty { undoStack.append(group) }
  }

  /// Undoes the last group of changes; what they register while undoing becomes the redo.
  open func undo() {
    endUndoGrouping()
    guard let group = undoStack.popLast() else { return }
    run(group, as: .undoing)
  }

  /// Redoes the last undone group of changes.
  open func redo() {
    guard let group = redoStack.popLast() else { return }
    run(group, as: .redoing)
  }

  /// Forgets every change.
  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroup = nil
  }

  private func run(_ group: Group, as mode: Mode) {
    state = mode
    openGroup = Group(name: group.name)
    for action in group.actions.reversed() { action.undo() }
    let registered = openGroup ?? Group()
    openGroup = nil
    state = .normal
    guard !registered.actions.isEmpty else { return }
    if mode == .undoing { redoStack.append(registered) } else { undoStack.append(registered) }
  }
}
