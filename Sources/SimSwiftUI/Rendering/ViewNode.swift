import Foundation
import Observation

/// One view at one place in the tree: the unit of identity that keeps state, subscriptions, layout
/// and the UIKit view that draws it.
///
/// A node is kept as long as the same type of view appears with the same key at its place; its
/// state then survives re-evaluations of its parent (structural identity).
@MainActor
package final class ViewNode {
  /// The graph the node belongs to.
  package unowned let graph: ViewGraph
  /// The node above this one.
  package private(set) weak var parent: ViewNode?
  /// The current view value.
  package private(set) var view: any View {
    didSet { resolveKind() }
  }
  /// How the graph renders the view, or nil for a view with a body; resolved when the view is set.
  package private(set) var primitive: (any PrimitiveView)?
  /// How the node lays out, or nil when it is transparent; resolved when the view is set.
  package private(set) var layoutBehavior: (any LayoutBehavior)?
  /// The key that identifies the node among its siblings.
  package let key: AnyHashable
  /// The nodes below this one, in order; nodes leaving with a transition stay until it ends.
  package private(set) var children: [ViewNode] = []
  /// The environment the node sees.
  package private(set) var environment: EnvironmentValues
  /// Storage for the view's dynamic properties, by slot.
  package var slots: [Int: AnyObject] = [:]
  /// Per-primitive storage: a representable's coordinator, a presentation's state.
  package var primitiveState: AnyObject?
  /// The node's frame in the hosting view's coordinates, after the latest layout.
  package var frame: CGRect = .zero
  /// The safe-area insets that reached the node's edges in the latest layout.
  package var safeArea: EdgeInsets = .zero
  /// The UIKit view that draws the node, if any.
  package var platformView: UIView?
  /// Whether the node is leaving with a transition.
  package private(set) var isRemoving = false
  /// Whether the node has been updated at least once.
  package private(set) var hasAppeared = false
  /// The animation an `.animation(_:value:)` modifier set for this update pass.
  package var animationOverride: (pass: Int, animation: Animation?)?
  /// A number that orders nodes by creation.
  nonisolated package let subscriberOrder: Int

  private var isDirty = true
  /// SwiftUI's message for an `@EnvironmentObject` of this view that no ancestor supplies, set
  /// while the view's dynamic properties are installed.
  package var missingEnvironmentObject: UIKitFault?
  /// Whether the latest update gave a primitive new inputs (or the node was invalidated).
  package private(set) var lastUpdateChangedInputs = true
  /// Whether the latest update may have given a primitive new inputs or a new environment: content
  /// it hosts in another graph (a sheet, a navigation screen, a tab) must then be passed on again.
  package private(set) var lastUpdateMayChangeContent = true
  private var subscriptions: [AnyLocation] = []
  private var sizeCache: [ProposedViewSize: CGSize] = [:]
  private var sizeCacheGeneration = -1

  package init(
    graph: ViewGraph, parent: ViewNode?, key: AnyHashable, view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.parent = parent
    self.key = key
    self.view = view
    self.environment = environment
    self.subscriberOrder = graph.nextNodeNumber()
    resolveKind()
  }

  private func resolveKind() {
    primitive = Self.primitive(of: view)
    layoutBehavior = primitive?.layoutBehavior
  }

  /// The view's type name without generic arguments (`VStack`, `Text`, `MyView`).
  package var typeName: String {
    if let modified = view.asModifiedContent {
      return Self.shortName(of: type(of: modified.modifierValue))
    }
    return Self.shortName(of: type(of: view))
  }

  package static func shortName(of type: Any.Type) -> String {
    let name = String(describing: type)
    return String(name.prefix { $0 != "<" })
  }

  // MARK: - Update

  /// Updates the node with a new view value from its parent.
  ///
  /// - Parameters:
  ///   - parentChanged: whether the parent produced this value afresh in this pass.
  ///   - environmentChanged: whether the environment may differ from the one of the last pass,
  ///     because an ancestor was updated with new inputs; views that read the environment are then
  ///     re-evaluated.
  package func update(
    to newView: any View, environment: EnvironmentValues, parentChanged: Bool,
    environmentChanged: Bool = false
  ) {
    let environmentMayDiffer = parentChanged || environmentChanged
    let inputsChanged =
      !hasAppeared || (parentChanged && !ViewInputs.equal(view, newView))
      || (environmentMayDiffer && ViewInputs.readsEnvironment(newView))
    // NB: cleared before the body runs, so that state written while this update is under way (by
    // a descendant's updateUIView, say) leaves the node dirty for the next pass instead of lost.
    let isDirty = self.isDirty
    self.isDirty = false
    view = newView
    self.environment = environment
    if let modified = newView.asModifiedContent,
      !(modified.modifierValue is any PrimitiveModifier)
    {
      updateComposite(
        changed: inputsChanged || isDirty, environmentChanged: environmentMayDiffer,
        properties: modified.modifierValue
      ) {
        (modified as? any CustomModifiedContent)?.customBody() ?? EmptyView()
      }
    } else if let primitive {
      lastUpdateChangedInputs = inputsChanged || isDirty
      lastUpdateMayChangeContent = lastUpdateChangedInputs || environmentMayDiffer
      if inputsChanged || parentChanged || isDirty {
        reconcile(primitive.children(of: self), parentChanged: true)
      } else if environmentMayDiffer {
        refreshChildren(in: primitive.children(of: self))
      } else {
        refreshChildren(environmentChanged: false)
      }
      primitive.nodeDidUpdate(self)
    } else {
      updateComposite(
        changed: inputsChanged || isDirty, environmentChanged: environmentMayDiffer,
        properties: newView
      ) {
        Self.body(of: newView)
      }
    }
    hasAppeared = true
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  private func updateComposite(
    changed: Bool, environmentChanged: Bool, properties: Any, body: () -> any View
  ) {
    guard changed else {
      // The body's value is unchanged, but the environment it sees may not be.
      for child in children where !child.isRemoving {
        child.update(
          to: child.view, environment: environment, parentChanged: false,
          environmentChanged: environmentChanged)
      }
      return
    }
    installDynamicProperties(of: properties)
    if let fault = missingEnvironmentObject {
      // SwiftUI traps here; the simulator skips the body, records the message and goes on.
      graph.simulation.record(fault)
      reconcile(
        [ChildSpec(key: 0, view: EmptyView(), environment: environment)], parentChanged: true)
      return
    }
    let result = evaluateTracked(body)
    graph.recordBodyEvaluation(of: self)
    reconcile([ChildSpec(key: 0, view: result, environment: environment)], parentChanged: true)
  }

  /// Runs `body` (a body, or a primitive's content closure) and makes the node depend on the state
  /// and observable properties it reads.
  package func evaluateTracked<T>(_ body: () -> T) -> T {
    let recorder = DependencyRecorder()
    let observed = ObservationBox(node: self)
    let result = withObservationTracking {
      recorder.collect(body)
    } onChange: {
      observed.changed()
    }
    for location in recorder.locations { observe(location) }
    if recorder.wroteState {
      // SwiftUI's runtime warning, word for word.
      graph.simulation.warn(
        "Modifying state during view update, this will cause undefined behavior.")
    }
    return result
  }

  /// Updates the children with the values they already have, reaching dirty descendants.
  private func refreshChildren(environmentChanged: Bool) {
    for child in children where !child.isRemoving {
      child.update(
        to: child.view, environment: child.environment, parentChanged: false,
        environmentChanged: environmentChanged)
    }
  }

  /// Updates the children with the values they already have and the environments `specs` give
  /// them: the view values did not change, the environment may have.
  private func refreshChildren(in specs: [ChildSpec]) {
    let environments = Dictionary(
      specs.map { ($0.key, $0.environment) }, uniquingKeysWith: { first, _ in first })
    for child in children where !child.isRemoving {
      let environment = environments[child.key] ?? child.environment
      child.update(
        to: child.view, environment: environment, parentChanged: false, environmentChanged: true)
    }
  }

  /// Marks the node for re-evaluation and schedules an update of its graph.
  package func invalidate(transaction: Transaction) {
    guard !isRemoving else { return }
    isDirty = true
    graph.invalidate(transaction: transaction)
  }

  /// Re-runs the children of a primitive whose content depends on layout (GeometryReader).
  package func reconcileFromLayout(_ specs: [ChildSpec]) {
    reconcile(specs, parentChanged: true)
  }

  // MARK: - Dynamic properties

  private func installDynamicProperties(of value: Any) {
    missingEnvironmentObject = nil
    for location in subscriptions { location.unsubscribe(self) }
    subscriptions.removeAll()
    var slot = 0
    install(from: Mirror(reflecting: value), slot: &slot)
  }

  private func install(from mirror: Mirror, slot: inout Int) {
    for child in mirror.children {
      if let property = child.value as? any InstallableProperty {
        property.install(in: self, slot: slot)
        slot += 1
      } else if child.value is any DynamicProperty, !(child.value is any InputComparable) {
        install(from: Mirror(reflecting: child.value), slot: &slot)
      }
    }
  }

  /// Makes the node depend on `location`: a change to it re-evaluates the node's body.
  package func observe(_ location: AnyLocation) {
    guard !subscriptions.contains(where: { $0 === location }) else { return }
    subscriptions.append(location)
    location.subscribe(self)
  }

  /// The value of a binding a primitive acts on (a sheet's `isPresented`, a selection), read so
  /// that a change to the binding's source updates this node again.
  package func read<Value>(_ binding: Binding<Value>) -> Value {
    if let location = binding.location as? AnyLocation { observe(location) }
    return DependencyRecorder.untracked { binding.wrappedValue }
  }

  // MARK: - Reconciliation

  private func reconcile(_ specs: [ChildSpec], parentChanged: Bool) {
    // Existing children by key and type, so that matching is linear in the number of children.
    var available: [ChildIdentity: [ViewNode]] = [:]
    for child in children where !child.isRemoving {
      available[ChildIdentity(key: child.key, type: type(of: child.view)), default: []].append(
        child)
    }
    let leaving = children.filter(\.isRemoving)
    var result: [ViewNode] = []
    result.reserveCapacity(specs.count)
    for spec in specs {
      let identity = ChildIdentity(key: spec.key, type: type(of: spec.view))
      if var matches = available[identity], !matches.isEmpty {
        let node = matches.removeFirst()
        available[identity] = matches
        result.append(node)
        node.update(to: spec.view, environment: spec.environment, parentChanged: parentChanged)
      } else {
        let node = ViewNode(
          graph: graph, parent: self, key: spec.key, view: spec.view,
          environment: spec.environment)
        result.append(node)
        node.update(to: spec.view, environment: spec.environment, parentChanged: true)
        graph.nodeInserted(node)
      }
    }
    let unmatched = Set(available.values.flatMap { $0 }.map(ObjectIdentifier.init))
    for (index, old) in children.enumerated() where unmatched.contains(ObjectIdentifier(old)) {
      if graph.beginRemoval(of: old) {
        result.insert(old, at: min(index, result.count))
      } else {
        old.tearDown()
      }
    }
    for node in leaving {
      let index = children.firstIndex { $0 === node } ?? result.count
      result.insert(node, at: min(index, result.count))
    }
    children = result
  }

  /// Marks the node as leaving; it is drawn but no longer laid out or hit.
  package func markRemoving() {
    isRemoving = true
    forEachNode { $0.platformView?.isUserInteractionEnabled = false }
  }

  /// Removes a node that finished leaving.
  package func finishRemoval(of child: ViewNode) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: index)
    child.tearDown()
  }

  /// Removes the node and everything below it from the graph.
  package func tearDown() {
    for child in children { child.tearDown() }
    children.removeAll()
    primitive?.nodeWillTearDown(self)
    for location in subscriptions { location.unsubscribe(self) }
    subscriptions.removeAll()
    platformView?.removeFromSuperview()
    isRemoving = true
  }

  /// Visits this node and every node below it, depth first.
  package func forEachNode(_ body: (ViewNode) -> Void) {
    body(self)
    for child in children { child.forEachNode(body) }
  }

  // MARK: - Layout

  /// The nodes that take part in the parent's layout as separate elements.
  package var layoutElements: [ViewNode] {
    if isRemoving { return [] }
    if layoutBehavior != nil { return [self] }
    return children.flatMap(\.layoutElements)
  }

  private static func primitive(of view: any View) -> (any PrimitiveView)? {
    if let primitive = view as? any PrimitiveView { return primitive }
    if let representable = view as? any UIViewRepresentable {
      return representable.adapter
    }
    if let representable = view as? any UIViewControllerRepresentable {
      return representable.adapter
    }
    return nil
  }

  /// The size the node chooses for `proposal`.
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if sizeCacheGeneration != graph.layoutGeneration {
      sizeCache.removeAll()
      sizeCacheGeneration = graph.layoutGeneration
    }
    if let cached = sizeCache[proposal] { return cached }
    let size: CGSize
    if let layoutBehavior {
      size = layoutBehavior.sizeThatFits(proposal, node: self)
    } else {
      size = ImplicitStack.sizeThatFits(proposal, elements: layoutElements)
    }
    sizeCache[proposal] = size
    return size
  }

  /// Places the node in `rect` (hosting-view coordinates).
  package func place(in rect: CGRect, safeArea: EdgeInsets) {
    frame = rect
    self.safeArea = safeArea
    if let layoutBehavior {
      layoutBehavior.placeChildren(of: self, in: rect, safeArea: safeArea)
    } else if children.filter({ !$0.isRemoving }).count == 1,
      let only = children.first(where: { !$0.isRemoving })
    {
      only.place(in: rect, safeArea: safeArea)
    } else {
      ImplicitStack.place(layoutElements, in: rect, safeArea: safeArea)
    }
  }

  /// Gives each node that does not lay out by itself (bodies, groups, transparent modifiers) the
  /// union of its children's frames, after a layout pass placed the elements directly.
  package func deriveTransparentFrames() {
    for child in children where !child.isRemoving { child.deriveTransparentFrames() }
    guard layoutBehavior == nil else { return }
    let frames = children.filter { !$0.isRemoving && $0.hasFrame }.map(\.frame)
    guard let first = frames.first else {
      hasFrame = false
      return
    }
    frame = frames.dropFirst().reduce(first) { $0.union($1) }
    hasFrame = true
  }

  /// Whether the node was given a frame by the latest layout pass.
  package var hasFrame = true

  /// The children in drawing order.
  package var paintOrder: [ViewNode] {
    layoutBehavior?.paintOrder(of: self) ?? children
  }
}

/// A modified view whose modifier has a body.
@MainActor
package protocol CustomModifiedContent {
  func customBody() -> any View
}

extension ModifiedContent: CustomModifiedContent where Content: View, Modifier: ViewModifier {}

extension ViewNode: LocationSubscriber {
  nonisolated package func locationDidChange(transaction: Transaction) {
    MainActor.assumeIsolated {
      invalidate(transaction: transaction)
    }
  }
}

/// Carries a weak node into Observation's `@Sendable` change handler.
private final class ObservationBox: @unchecked Sendable {
  // NB: @unchecked because the node is only touched on the main actor, where the handler runs.
  weak var node: ViewNode?

  init(node: ViewNode) {
    self.node = node
  }

  func changed() {
    MainActor.assumeIsolated {
      node?.invalidate(transaction: Transaction.current)
    }
  }
}

/// What identifies a child among its siblings: its key and the type of its view.
private struct ChildIdentity: Hashable {
  let key: AnyHashable
  let type: ObjectIdentifier

  init(key: AnyHashable, type: Any.Type) {
    self.key = key
    self.type = ObjectIdentifier(type)
  }
}
