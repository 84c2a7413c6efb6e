// The search for an action's target up the responder chain (FIDELITY 11.8–11.13), iterative so that a
// chain of any depth is walked without deep recursion, and recorded hop by hop for explanations.

/// One responder an action search met, and what it decided.
public struct ActionSearchHop: Hashable, Sendable, CustomStringConvertible {
  /// What the search decided at one responder.
  public enum Verdict: Hashable, Sendable {
    /// The responder can perform the action: it is the target.
    case chosen
    /// `canPerformAction(_:withSender:)` answered false.
    case cannotPerform
    /// Its `target(forAction:withSender:)` override named another object.
    case redirected(to: String)
    /// An object named by an override could not perform the action after all (FIDELITY 11.11).
    case redirectRefused(to: String)
    /// A controller presenting modally with `performsActionsWhilePresentingModally` false
    /// (FIDELITY 11.13).
    case skippedWhilePresenting
    /// Already visited in this search (FIDELITY 11.11).
    case alreadyVisited
  }

  /// The responder's name, as in `UIViewController#2`.
  public let responder: String
  /// What the search decided there.
  public let verdict: Verdict

  /// The hop as one line: `UITextField#1: cannot perform copy:`.
  public var description: String {
    switch verdict {
    case .chosen: "\(responder): can perform it: chosen"
    case .cannotPerform: "\(responder): canPerformAction answered false"
    case .redirected(let target):
      "\(responder): target(forAction:withSender:) redirects to \(target)"
    case .redirectRefused(let target):
      "\(responder): redirect to \(target) refused, \(target) cannot perform it"
    case .skippedWhilePresenting:
      "\(responder): skipped, presenting modally with performsActionsWhilePresentingModally false"
    case .alreadyVisited: "\(responder): already visited, the search stops"
    }
  }
}

/// The outcome of one search: every hop, and the target found, if any.
@MainActor
package struct ActionSearch {
  package var hops: [ActionSearchHop] = []
  package var target: AnyObject?

  // NB: set while the walk asks a responder's `target(forAction:withSender:)`, so that the default
  // implementation called for that hop answers for the responder alone instead of walking again.
  private static var askedForItself: ObjectIdentifier?

  /// A value the default `target(forAction:withSender:)` returns, during a walk, for "not me, go on".
  package final class Continue: Sendable {
    package static let marker = Continue()
  }

  /// Walks from `start` up `next` for a responder that performs `action`.
  package static func run(from start: UIResponder, action: Selector, sender: Any?) -> ActionSearch {
    var search = ActionSearch()
    var visited = Set<ObjectIdentifier>()
    var responder: UIResponder? = start
    let assumptions = start.simulation.assumptions
    while let current = responder {
      guard visited.insert(ObjectIdentifier(current)).inserted else {
        search.hops.append(ActionSearchHop(responder: current.name, verdict: .alreadyVisited))
        break
      }
      if let controller = current as? UIViewController, controller.presentedViewController != nil,
        !controller.performsActionsWhilePresentingModally
      {
        search.hops.append(
          ActionSearchHop(responder: current.name, verdict: .skippedWhilePresenting))
        if assumptions.presentingOptOutSkipsAncestors {
          responder = controller.presentedViewController
          continue
        }
        responder = current.next
        continue
      }
      let previous = askedForItself
      askedForItself = ObjectIdentifier(current)
      let answer = current.target(forAction: action, withSender: sender)
      askedForItself = previous
      if let answer = answer.map({ $0 as AnyObject }), !(answer is Continue) {
        if answer === current {
          search.hops.append(ActionSearchHop(responder: current.name, verdict: .chosen))
          search.target = current
          return search
        }
        let name = (answer as? SimulatedObject)?.objectName.description ?? "\(type(of: answer))"
        if let other = answer as? UIResponder, !other.canPerformAction(action, withSender: sender) {
          search.hops.append(
            ActionSearchHop(responder: current.name, verdict: .redirectRefused(to: name)))
          if current.canPerformAction(action, withSender: sender) {
            search.hops.append(ActionSearchHop(responder: current.name, verdict: .chosen))
            search.target = current
            return search
          }
        } else {
          search.hops.append(
            ActionSearchHop(responder: current.name, verdict: .redirected(to: name)))
          search.target = answer
          return search
        }
      } else {
        search.hops.append(ActionSearchHop(responder: current.name, verdict: .cannotPerform))
      }
      responder = current.next
    }
    return search
  }

  /// Whether the default `target(forAction:withSender:)` of `responder` is being asked as one hop
  /// of a running search.
  package static func isAskingForItself(_ responder: UIResponder) -> Bool {
    askedForItself == ObjectIdentifier(responder)
  }
}

extension UIResponder {
  fileprivate var name: String { objectName.description }

  /// UIKit's default `target(forAction:withSender:)` (FIDELITY 11.11).
  package func defaultTarget(forAction action: Selector, withSender sender: Any?) -> Any? {
    if ActionSearch.isAskingForItself(self) {
      return canPerformAction(action, withSender: sender) ? self : ActionSearch.Continue.marker
    }
    return ActionSearch.run(from: self, action: action, sender: sender).target
  }
}
