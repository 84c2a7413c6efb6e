import Foundation

/// The live tree behind one hosting controller: its nodes, its pending update, its layout and the
/// UIKit views it draws into.
///
/// Updates are batched: a state change schedules one update on the simulation's main queue, which
/// re-evaluates the bodies that depend on changed state, lays out, draws, then runs the actions
/// (`onAppear`, `onChange`, presentations) the update produced.
@MainActor
package final class ViewGraph {
  /// The simulation the graph runs in.
  package let simulation: Simulation
  /// The controller that hosts the graph.
  package private(set) weak var host: UIViewController?
  /// The view the graph draws into.
  package private(set) weak var hostingView: UIView?
  /// The root node, once the graph has been updated.
  package private(set) var root: ViewNode?
  private var rootView: any View
  private var rootEnvironment: EnvironmentValues
  private var rootChanged = true
  private var isUpdateScheduled = false
  private var pendingTransaction = Transaction()
  /// The transaction of the update in progress.
  package private(set) var transaction = Transaction()
  private var afterUpdate: [@MainActor () -> Void] = []
  private var nodeCount = 0
  /// The number of layout passes so far; size caches are valid within one pass.
  package private(set) var layoutGeneration = 0
  /// Whether the graph is being updated now.
  package private(set) var isUpdating = false
  /// The number of update passes so far.
  package private(set) var updatePass = 0
  /// The number of body evaluations so far.
  package private(set) var bodyEvaluationCount = 0

  package init(rootView: any View, environment: EnvironmentValues, simulation: Simulation) {
    self.rootView = rootView
    self.rootEnvironment = environment
    self.simulation = simulation
  }

  /// Attaches the graph to its controller and view.
  package func attach(host: UIViewController, view: UIView) {
    self.host = host
    self.hostingView = view
  }

  package func nextNodeNumber() -> Int {
    nodeCount += 1
    return nodeCount
  }

  // MARK: - Inputs

  /// Replaces the root view; the next update re-evaluates it.
  package func setRootView(_ view: any View) {
    rootView = view
    rootChanged = true
    scheduleUpdate()
  }

  /// Replaces the environment the root sees.
  package func setRootEnvironment(_ environment: EnvironmentValues) {
    rootEnvironment = environment
    if let host, host.isViewLoaded { rootEnvironment.takeSizeClasses(from: host.traitCollection) }
    rootChanged = true
    scheduleUpdate()
  }

  /// The environment the root sees.
  package var environment: EnvironmentValues { rootEnvironment }

  /// Notes a state change; the next update takes its animation.
  package func invalidate(transaction: Transaction) {
    if isUpdating {
      // SwiftUI's runtime warning: state written by a body or an update method, such as a
      // representable's updateUIView, makes the update run again.
      simulation.warn("Modifying state during view update, this will cause undefined behavior.")
    }
    if pendingTransaction.animation == nil { pendingTransaction.animation = transaction.animation }
    scheduleUpdate()
  }

  /// Schedules an update on the main queue, once.
  package func scheduleUpdate() {
    guard !isUpdateScheduled, !isUpdating else {
      if isUpdating { needsAnotherPass = true }
      return
    }
    isUpdateScheduled = true
    simulation.mainQueue.enqueue(label: "SwiftUI update of \(hostName)") { [weak self] in
      self?.updateNow()
    }
  }

  private var needsAnotherPass = false

  private var hostName: String {
    host.map { "\($0.objectName)" } ?? "a detached graph"
  }

  // MARK: - The update

  /// Updates, lays out and draws now, then runs the actions the update produced.
  ///
  /// Views made during the update (UIKit views of primitives, representables' views and
  /// controllers) join the graph's simulation, whichever simulation is current.
  package func updateNow() {
    simulation.withCurrent { performUpdate() }
  }

  private func performUpdate() {
    isUpdateScheduled = false
    guard !isUpdating else { return }
    isUpdating = true
    updatePass += 1
    transaction = pendingTransaction
    pendingTransaction = Transaction()
    let changed = rootChanged
    rootChanged = false
    if let root {
      root.update(to: rootView, environment: rootEnvironment, parentChanged: changed)
    } else {
      let node = ViewNode(
        graph: self, parent: nil, key: 0, view: rootView, environment: rootEnvironment)
      root = node
      node.update(to: rootView, environment: rootEnvironment, parentChanged: true)
      nodeInserted(node)
    }
    layoutAndDraw()
    transaction = Transaction()
    isUpdating = false
    let actions = afterUpdate
    afterUpdate.removeAll()
    for action in actions { action() }
    if needsAnotherPass {
      needsAnotherPass = false
      scheduleUpdate()
    }
  }

  /// Runs `action` once the current update has drawn.
  package func afterUpdate(_ action: @escaping @MainActor () -> Void) {
    afterUpdate.append(action)
  }

  // MARK: - Layout and drawing

  /// Lays the tree out in the hosting view's bounds and syncs the UIKit views.
  package func layoutAndDraw() {
    guard let root, let hostingView else { return }
    layoutGeneration += 1
    let bounds = hostingView.bounds
    let insets = (hostingView as? _UIHostingView)?.contentSafeAreaInsets ?? .zero
    let safeArea = EdgeInsets(
      top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    let content = bounds.inset(by: safeArea)
    let size = root.sizeThatFits(ProposedViewSize(content.size))
    let placed = Alignment.center.place(size, in: content)
    root.place(in: placed, safeArea: safeArea.remaining(for: placed, in: content))
    root.deriveTransparentFrames()
    PlatformViewRenderer.render(root: root, into: hostingView)
  }

  // MARK: - Insertions, removals, traces

  package func recordBodyEvaluation(of node: ViewNode) {
    bodyEvaluationCount += 1
    let described: Any.Type =
      node.view.asModifiedContent.map { type(of: $0.modifierValue) }
      ?? type(of: node.view)
    host?.trace(.swiftUI, "body \(String(describing: described))")
  }

  package func nodeInserted(_ node: ViewNode) {
    guard let parent = node.parent, parent.hasAppeared,
      let animation = animation(for: node)
    else { return }
    let transition = TransitionTrait.find(in: node)
    host?.trace(
      .swiftUI,
      "insert \(node.typeName) with transition \(transition?.description ?? ".opacity") (\(animation))"
    )
  }

  /// The animation that applies to a change of `node` in this pass: the nearest `.animation(_:value:)`
  /// above it whose value changed in this pass, else the transaction's.
  private func animation(for node: ViewNode) -> Animation? {
    var current = node.parent
    while let ancestor = current {
      if let override = ancestor.animationOverride, override.pass == updatePass {
        return override.animation
      }
      current = ancestor.parent
    }
    return transaction.animation
  }

  /// Starts the removal transition of `node` if the update animates; returns false to remove now.
  package func beginRemoval(of node: ViewNode) -> Bool {
    guard let parent = node.parent, let animation = animation(for: node) else { return false }
    let transition = TransitionTrait.find(in: node)
    node.markRemoving()
    host?.trace(
      .swiftUI,
      "remove \(node.typeName) with transition \(transition?.description ?? ".opacity") (\(animation))"
    )
    simulation.mainQueue.enqueue(after: animation.totalDuration, label: "SwiftUI transition end") {
      [weak self, weak parent, weak node] in
      guard let self, let parent, let node else { return }
      self.host?.trace(.swiftUI, "removed \(node.typeName)")
      self.simulation.withCurrent {
        parent.finishRemoval(of: node)
        self.layoutAndDraw()
      }
    }
    return true
  }
}
