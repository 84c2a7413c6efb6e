/// Runs an asynchronous action for as long as the view is shown: `.task { }` and `.task(id:) { }`.
///
/// Matches SwiftUI (FIDELITY 13.10, 13.11): the task is created in the update that inserts the view,
/// before the view appears; it runs on the device's main actor, on its main queue and virtual clock;
/// it is cancelled when the view leaves the tree, changes identity or disappears with its hosting
/// controller (a dismissed sheet, a popped or covered screen), and started again when the view
/// appears again. `.task(id:)` cancels and restarts the task when the id changes (compared with
/// `==`). When the body first runs, and which of a cancelled and a restarted task runs first, are
/// ``SwiftUIAssumptions`` switches.
public struct _TaskModifier<ID: Equatable>: ViewModifier {
  package let id: ID
  package let priority: TaskPriority
  package let action: TaskAction
  /// Whether the modifier came from `.task(id:)`, for the trace.
  package let hasID: Bool
  /// A primitive modifier has no body.
  public typealias Body = Never
}

/// The action of a `.task` modifier, kept in the modifier's value.
///
/// The action is only ever called on the device's main actor, from the task the modifier starts.
package struct TaskAction: @unchecked Sendable {
  package let run: @isolated(any) () async -> Void
}

/// The live state of one `.task` modifier: the id it last saw and the task it runs.
@MainActor
private final class TaskModifierState<ID: Equatable>: HostAppearanceObserver {
  var id: ID
  var priority: TaskPriority
  var action: TaskAction
  var task: Task<Void, Never>?
  /// What the trace calls the modifier: `.task` or `.task(id:)` on the modified view's type.
  let name: String
  weak var node: ViewNode?
  /// Whether the task was cancelled because the hosting controller disappeared.
  var isSuspendedByDisappearance = false

  init(modifier: _TaskModifier<ID>, node: ViewNode, name: String) {
    id = modifier.id
    priority = modifier.priority
    action = modifier.action
    self.node = node
    self.name = name
  }

  /// Starts the task on the device's main queue; under the `.immediate` assumption its body runs
  /// now, up to its first suspension.
  ///
  /// - Parameter replaced: a task the new one replaces, cancelled as the new body starts.
  func start(_ reason: String, replacing replaced: Task<Void, Never>? = nil) {
    guard let node else { return }
    let graph = node.graph
    let simulation = graph.simulation
    graph.host?.trace(.swiftUI, "\(name) \(reason)")
    let action = self.action
    let name = self.name
    let operation: @MainActor () async -> Void = { [weak host = graph.host] in
      if let replaced {
        host?.trace(.swiftUI, "\(name) cancelled: its id changed")
        replaced.cancel()
      }
      await action.run()
    }
    switch simulation.swiftUIAssumptions.taskStart {
    case .scheduled:
      task = simulation.startTask(priority: priority, operation)
    case .immediate:
      task = simulation.startTaskImmediately(priority: priority, operation)
    }
  }

  func cancel(_ reason: String) {
    guard let task else { return }
    self.task = nil
    node?.graph.host?.trace(.swiftUI, "\(name) cancelled: \(reason)")
    task.cancel()
  }

  func hostDidDisappear() {
    guard task != nil else { return }
    cancel("the hosting controller disappeared")
    isSuspendedByDisappearance = true
  }

  func hostWillAppear() {
    guard isSuspendedByDisappearance else { return }
    isSuspendedByDisappearance = false
    start("starts again: the hosting controller appears")
  }
}

extension _TaskModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    guard let state = node.primitiveState as? TaskModifierState<ID> else {
      let content = Self.innermostContentName(of: node.view)
      let state = TaskModifierState(
        modifier: self, node: node, name: (hasID ? ".task(id:)" : ".task") + " of \(content)")
      node.primitiveState = state
      state.start("starts before the view appears")
      return
    }
    state.priority = priority
    state.action = action
    guard state.id != id else { return }
    state.id = id
    guard !state.isSuspendedByDisappearance else { return }
    switch node.graph.simulation.swiftUIAssumptions.taskRestartOrder {
    case .cancelledTaskFirst:
      state.cancel("its id changed")
      state.start("starts again for the new id")
    case .restartedTaskFirst:
      state.start("starts again for the new id", replacing: state.task)
    }
  }

  /// The type name of the view the modifiers wrap, `Text` in `Text("a").onAppear { }.task { }`.
  private static func innermostContentName(of view: any View) -> String {
    var current = view
    while let modified = current.asModifiedContent { current = modified.contentView }
    return ViewNode.shortName(of: type(of: current))
  }

  package func nodeWillTearDown(_ node: ViewNode) {
    guard let state = node.primitiveState as? TaskModifierState<ID> else { return }
    state.isSuspendedByDisappearance = false
    state.cancel("the view left the tree")
  }
}

extension View {
  /// Adds an asynchronous task to perform before this view appears (FIDELITY 13.10).
  ///
  /// The task runs on the device's main actor and virtual clock. SwiftUI cancels it when the view
  /// is removed or changes identity, and when it disappears; `Task.isCancelled` is then true and a
  /// `Task.sleep` in it throws `CancellationError` at once.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(
      _TaskModifier(id: 0, priority: priority, action: TaskAction(run: action), hasID: false))
  }

  /// Adds a task to perform before this view appears, or when `value` changes (FIDELITY 13.11).
  ///
  /// When the new `value` differs from the old one (by `==`), SwiftUI cancels the running task and
  /// starts a new one; an equal value leaves the task running.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(
      _TaskModifier(id: value, priority: priority, action: TaskAction(run: action), hasID: true))
  }
}
