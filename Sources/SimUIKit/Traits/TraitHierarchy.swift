import Foundation

/// One object of the trait hierarchy: screen → window scene → window → views, with controllers
/// and presentation controllers in the line (FIDELITY 12.4, 12.5).
@MainActor
package enum TraitNode {
  case screen(UIScreen)
  case scene(UIWindowScene)
  case view(UIView)
  case controller(UIViewController)
  case presentation(UIPresentationController)

  var id: ObjectIdentifier {
    switch self {
    case .screen(let screen): ObjectIdentifier(screen)
    case .scene(let scene): ObjectIdentifier(scene)
    case .view(let view): ObjectIdentifier(view)
    case .controller(let controller): ObjectIdentifier(controller)
    case .presentation(let controller): ObjectIdentifier(controller)
    }
  }

  var object: AnyObject {
    switch self {
    case .screen(let screen): screen
    case .scene(let scene): scene
    case .view(let view): view
    case .controller(let controller): controller
    case .presentation(let controller): controller
    }
  }

  /// Where the object takes its traits from (FIDELITY 12.4, 12.5). Since iOS 17 a controller takes
  /// them from its view's superview; a presented controller from its presentation controller; a
  /// presentation controller from its container view. A controller whose view is in no hierarchy
  /// takes them from its parent, else from the screen (an assumption).
  var parent: TraitNode? {
    switch self {
    case .screen:
      return nil
    case .scene(let scene):
      return .screen(scene.simulation.screen)
    case .view(let view):
      if let controller = view.owningViewController { return .controller(controller) }
      if let superview = view.superview { return .view(superview) }
      if let window = view as? UIWindow, let scene = window.windowScene { return .scene(scene) }
      return fallback(view.simulation)
    case .controller(let controller):
      if controller.presentingParent != nil,
        let presentation = controller.storedPresentationController
      {
        return .presentation(presentation)
      }
      if let superview = controller.viewIfLoaded?.superview { return .view(superview) }
      if let parent = controller.parent { return .controller(parent) }
      if let window = controller.viewIfLoaded?.window { return .view(window) }
      return fallback(controller.simulation)
    case .presentation(let presentation):
      if let container = presentation.containerView { return .view(container) }
      return fallback(presentation.simulation)
    }
  }

  /// Where an object in no hierarchy takes its traits: the app's first window scene, else the
  /// screen (an assumption).
  private func fallback(_ simulation: Simulation) -> TraitNode {
    let scene = simulation.application?.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
      .first
    return scene.map(TraitNode.scene) ?? .screen(simulation.screen)
  }

  /// The object's traits, given its parent's.
  func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
    switch self {
    case .screen(let screen):
      return screen.ownTraitCollection
    case .scene(let scene):
      let layout = scene.simulation.screen.profile.layout
      return inherited.applying(
        UITraitCollection(
          horizontalSizeClass: layout.horizontalSizeClass,
          verticalSizeClass: layout.verticalSizeClass)
      ).applying(TraitStorage.overrides(of: scene))
    case .presentation(let presentation):
      return inherited.applying(presentation.internalTraitOverrides)
        .applying(presentation.overrideTraitCollection ?? UITraitCollection())
        .applying(TraitStorage.overrides(of: presentation))
    default:
      return inherited.applying(TraitStorage.overrides(of: object))
    }
  }
}

/// Computes traits from the hierarchy, remembering what it computed during one pass.
@MainActor
package struct TraitResolver {
  private var known: [ObjectIdentifier: UITraitCollection] = [:]

  package init() {}

  /// The traits of `node`: its parent's with its own overrides, computed without recursion.
  package mutating func traits(of node: TraitNode) -> UITraitCollection {
    var chain: [TraitNode] = []
    var current: TraitNode? = node
    var inherited = UITraitCollection()
    while let step = current {
      if let found = known[step.id] {
        inherited = found
        break
      }
      chain.append(step)
      current = step.parent
    }
    for step in chain.reversed() {
      inherited = step.traits(inheriting: inherited)
      known[step.id] = inherited
    }
    return inherited
  }

  /// The traits of `node`, computed afresh.
  package static func traits(of node: TraitNode) -> UITraitCollection {
    var resolver = TraitResolver()
    return resolver.traits(of: node)
  }
}

/// A change that may change traits: the traits of every environment before and after, then the
/// callbacks of those whose traits changed, parents first (FIDELITY 12.6).
@MainActor
package enum TraitUpdate {
  /// Every environment of the simulation's windows, parents before children.
  package static func environments(in simulation: Simulation) -> [TraitNode] {
    var nodes: [TraitNode] = [.screen(simulation.screen)]
    let scenes = simulation.application?.connectedScenes.compactMap { $0 as? UIWindowScene } ?? []
    for scene in scenes {
      nodes.append(.scene(scene))
      for window in scene.windows {
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
          if let controller = view.owningViewController { nodes.append(.controller(controller)) }
          nodes.append(.view(view))
          if let container = view as? UITransitionView,
            let presentation = container.presentationController
          {
            nodes.append(.presentation(presentation))
          }
          stack.append(contentsOf: view.subviews.reversed())
        }
      }
    }
    return nodes
  }

  /// Runs `change`, then calls `traitCollectionDidChange(_:)` and the registered handlers of every
  /// environment whose traits it changed, parents first.
  package static func perform(in simulation: Simulation?, _ change: () -> Void) {
    guard let simulation else {
      change()
      return
    }
    let before = snapshot(in: simulation)
    change()
    notifyChanges(since: before, in: simulation)
  }

  /// The traits of every environment now.
  package static func snapshot(in simulation: Simulation) -> [ObjectIdentifier: UITraitCollection] {
    var resolver = TraitResolver()
    var result: [ObjectIdentifier: UITraitCollection] = [:]
    for node in environments(in: simulation) { result[node.id] = resolver.traits(of: node) }
    return result
  }

  /// Sends the callbacks of every environment whose traits differ from `before`. An environment
  /// that was not in the hierarchy before gets none (an assumption: its traits are new, not changed).
  package static func notifyChanges(
    since before: [ObjectIdentifier: UITraitCollection], in simulation: Simulation
  ) {
    var resolver = TraitResolver()
    for node in environments(in: simulation) {
      let now = resolver.traits(of: node)
      guard let previous = before[node.id], previous != now else { continue }
      let changed = now.changedTraits(from: previous)
      send(to: node, previous: previous, changed: changed)
    }
  }

  private static func send(to node: TraitNode, previous: UITraitCollection, changed: Set<TraitKey>)
  {
    let object = node.object
    // A split view collapses or expands before it is told of its new traits (FIDELITY 12.29).
    (object as? UISplitViewController)?.sizeClassMayHaveChanged()
    if let environment = object as? any UITraitEnvironment {
      if let simulated = object as? SimulatedObject {
        simulated.trace(.lifecycle, "traitCollectionDidChange(\(changedList(changed)))")
      }
      environment.traitCollectionDidChange(previous)
    }
    let registrations = TraitStorage.of(object, creating: false)?.registrations ?? []
    for registration in registrations where !registration.traits.isDisjoint(with: changed) {
      registration.handler(object, previous)
    }
  }

  private static func changedList(_ changed: Set<TraitKey>) -> String {
    TraitKey.allCases.filter(changed.contains).map(\.rawValue).joined(separator: ", ")
  }
}
