package import ResponderLabDevice
package import SimUIKit

/// A world whose hierarchy ``HierarchyInvariants`` checks: a device, and every view and controller
/// made in it, placed or not (a view that left the window must still agree with its superview).
@MainActor
package protocol InvariantSubject: AnyObject {
  /// The device the views and controllers live in.
  var device: SimulatedDevice { get }
  /// Every view made so far.
  var allViews: [UIView] { get }
  /// Every controller made so far.
  var allControllers: [UIViewController] { get }
}

/// The properties that must hold after every step of a run, whatever the step did: the soak's
/// random operations and the scenario-step fuzzer's steps are checked by the same rules.
@MainActor
package final class HierarchyInvariants {
  package let world: any InvariantSubject
  /// How many trace events earlier checks have already looked at.
  private var checkedEvents = 0
  /// How many fault events those were.
  private var faultEvents = 0

  /// Faults recorded before the trace's first event (a scenario's trace starts once its world is
  /// built).
  private let faultsBeforeTrace: Int

  package init(world: any InvariantSubject) {
    self.world = world
    let faultsInTrace = world.device.trace.events.filter { $0.category == .fault }.count
    faultsBeforeTrace = world.device.faults.count - faultsInTrace
  }

  /// The first broken invariant, as a short name and a detail, or nil when all hold.
  package func firstViolation() -> (name: String, detail: String)? {
    // NB: the pools are gathered once a check; a world gathers them by walking its whole tree.
    let controllers = world.allControllers
    if let detail = viewTreeViolation(views: world.allViews) { return ("view tree", detail) }
    if let detail = controllerTreeViolation(controllers) { return ("controller tree", detail) }
    if let detail = responderChainViolation(controllers) { return ("responder chain", detail) }
    if let detail = presentationViolation(controllers) { return ("presentation", detail) }
    if let detail = appearanceViolation(controllers) { return ("appearance", detail) }
    if let detail = traceViolation() { return ("trace", detail) }
    return nil
  }

  /// superview and subviews agree, each view is in the tree once, and `window` is the tree's window.
  private func viewTreeViolation(views: [UIView]) -> String? {
    let window = world.device.window
    var seen: Set<ObjectIdentifier> = []
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      guard seen.insert(ObjectIdentifier(view)).inserted else {
        return "\(view.objectName) appears twice in the window's tree"
      }
      if view.window !== window { return "\(view.objectName).window is not the window" }
      for subview in view.subviews {
        if subview.superview !== view {
          return
            "\(subview.objectName) is among \(view.objectName)'s subviews but its superview is \(subview.superview.map { "\($0.objectName)" } ?? "nil")"
        }
      }
      stack.append(contentsOf: view.subviews)
    }
    for view in views {
      if let superview = view.superview {
        let count = superview.subviews.filter { $0 === view }.count
        if count != 1 {
          return "\(view.objectName) is \(count) times among its superview's subviews"
        }
      } else if view.window != nil {
        return "\(view.objectName) has no superview but a window"
      }
    }
    return nil
  }

  /// parent and children agree, and no controller is its own ancestor.
  private func controllerTreeViolation(_ controllers: [UIViewController]) -> String? {
    for controller in controllers {
      for child in controller.children where child.parent !== controller {
        return
          "\(child.objectName) is a child of \(controller.objectName) but its parent is \(child.parent.map { "\($0.objectName)" } ?? "nil")"
      }
      if let parent = controller.parent {
        let count = parent.children.filter { $0 === controller }.count
        // NB: a controller being popped has left the stack (`children`, which is the stack) but
        // keeps its parent until the transition, deferred to the layout pass and maybe animated,
        // ends and removeFromParent() runs (FIDELITY 8.9).
        let navigation = parent as? UINavigationController
        let isBeingPopped =
          count == 0 && controller.isMovingFromParent
          && (navigation?.isTransitioning == true || navigation?.hasDeferredTransition == true)
        if count != 1 && !isBeingPopped {
          return "\(controller.objectName) is \(count) times among \(parent.objectName)'s children"
        }
      }
      var hops = 0
      var ancestor = controller.parent
      while let current = ancestor {
        hops += 1
        if current === controller || hops > 10_000 {
          return "\(controller.objectName) is its own ancestor"
        }
        ancestor = current.parent
      }
    }
    return nil
  }

  /// From every responder in the window, `next` ends, at the app delegate, or at the application
  /// when its delegate is no responder (FIDELITY 1.8, 1.9).
  private func responderChainViolation(_ controllers: [UIViewController]) -> String? {
    var verified: Set<ObjectIdentifier> = []
    var starts: [UIResponder] = []
    world.device.window.forEachInSubtree { starts.append($0) }
    starts += controllers.filter { $0.viewIfLoaded?.window != nil }
    for start in starts where !verified.contains(ObjectIdentifier(start)) {
      var path: [UIResponder] = []
      var onPath: Set<ObjectIdentifier> = []
      var responder: UIResponder? = start
      var endsWell = false
      while let current = responder {
        let id = ObjectIdentifier(current)
        if verified.contains(id) {
          endsWell = true
          break
        }
        guard onPath.insert(id).inserted else {
          return "the chain from \(start.objectName) loops at \(current.objectName)"
        }
        path.append(current)
        if current.next == nil {
          let end = world.device.application.next ?? world.device.application
          endsWell = current === end
          if !endsWell {
            return
              "the chain from \(start.objectName) ends at \(current.objectName), not \(end.objectName)"
          }
        }
        responder = current.next
      }
      if endsWell { verified.formUnion(path.map(ObjectIdentifier.init)) }
    }
    return nil
  }

  /// Presenting and presented agree, and a presented controller is no child.
  private func presentationViolation(_ controllers: [UIViewController]) -> String? {
    for controller in controllers {
      if let presented = controller.presentedChild, presented.presentingParent !== controller {
        return
          "\(controller.objectName) presents \(presented.objectName), which does not name it as presenter"
      }
      if let presenter = controller.presentingParent {
        if presenter.presentedChild !== controller {
          return
            "\(controller.objectName) names \(presenter.objectName) as presenter, which does not present it"
        }
        if controller.parent != nil {
          return "\(controller.objectName) is presented and a child (FIDELITY 8.3)"
        }
      }
    }
    return nil
  }

  /// With the queue idle and no finger down, no controller is half-way through a transition, and an
  /// appeared controller's view is in the window.
  private func appearanceViolation(_ controllers: [UIViewController]) -> String? {
    guard world.device.simulation.mainQueue.isIdle else { return nil }
    // NB: a sheet the finger holds is interactively dismissing until the finger lifts (FIDELITY 4.2).
    let isDragging = controllers.contains {
      ($0.storedPresentationController as? UISheetPresentationController)?.drag != nil
    }
    guard !isDragging else { return nil }
    for controller in controllers {
      let state = controller.appearanceStateName
      if state == "appearing" || state == "disappearing" {
        return "\(controller.objectName) is still \(state) with nothing left to run"
      }
      if state == "appeared", controller.viewIfLoaded?.window == nil {
        return "\(controller.objectName) is appeared but its view is not in the window"
      }
    }
    return nil
  }

  /// Sequence numbers run on by one from the first event kept; times never go back; every fault is
  /// in the trace. Only the events recorded since the last check are read, so that a long run stays
  /// linear.
  private func traceViolation() -> String? {
    let events = world.device.trace.events
    let first = events.first?.sequence ?? 1
    let start = max(0, checkedEvents - 1)
    for index in start..<events.count where events[index].sequence != first + index {
      return "event \(first + index) has sequence \(events[index].sequence)"
    }
    for index in max(start, 1)..<max(events.count, 1)
    where events[index].time < events[index - 1].time {
      return "event \(events[index].sequence) goes back in time"
    }
    faultEvents += events[checkedEvents...].filter { $0.category == .fault }.count
    checkedEvents = events.count
    if faultsBeforeTrace + faultEvents != world.device.faults.count {
      return
        "\(world.device.faults.count - faultsBeforeTrace) faults but \(faultEvents) fault events"
    }
    return nil
  }
}
