public import SimUIKit

/// The responder chain from one responder, with the reason for every hop: which rule of FIDELITY
/// section 1 makes `next` what it is.
@MainActor
public struct ResponderChainExplanation {
  /// One hop: a responder, the next one, and why.
  public struct Hop {
    /// The responder.
    public let responder: UIResponder
    /// Its `next`, or nil at the end of the chain.
    public let next: UIResponder?
    /// Why `next` is what it is, in words.
    public let reason: String
    /// The FIDELITY facts the reason rests on, such as `["1.2"]` or `["1.4 step 3"]`.
    public let rules: [String]
  }

  /// How objects are named.
  public var style: DumpStyle

  /// Creates an explainer.
  public init(style: DumpStyle = .stable) {
    self.style = style
  }

  /// The hops from `responder` to the end of its chain.
  public func hops(from responder: UIResponder) -> [Hop] {
    ResponderChainDump(style: style).chain(from: responder).map { explain($0) }
  }

  /// The reason for `responder.next`.
  public func explain(_ responder: UIResponder) -> Hop {
    let next = responder.next
    let (reason, rules) = reason(for: responder, next: next)
    return Hop(responder: responder, next: next, reason: reason, rules: rules)
  }

  private func name(_ responder: UIResponder?) -> String {
    guard let responder else { return "nil" }
    return style.showsAddresses
      ? responder.objectName.uikitDescription : responder.objectName.description
  }

  private func reason(for responder: UIResponder, next: UIResponder?) -> (String, [String]) {
    switch responder {
    case let window as UIWindow: return reason(window: window, next: next)
    case let view as UIView: return reason(view: view, next: next)
    case let controller as UIViewController: return reason(controller: controller, next: next)
    case is UIScene:
      return next == nil
        ? ("a scene without an application: the chain ends", ["1.7"])
        : ("a scene answers the application", ["1.7"])
    case is UIApplication:
      return next == nil
        ? (
          "no app delegate that is a plain responder: the chain ends",
          ["1.8"]
        )
        : ("the application answers its delegate, a plain responder", ["1.8"])
    default:
      if responder === responder.simulation.application?.next {
        return ("an app delegate answers nil: the chain ends", ["1.8"])
      }
      return next == nil
        ? ("a plain responder answers nil", ["1.1"])
        : ("this responder overrides next", ["1.1"])
    }
  }

  private func reason(window: UIWindow, next: UIResponder?) -> (String, [String]) {
    switch next {
    case is UIWindowScene: return ("a window answers its window scene", ["1.7"])
    case is UIApplication:
      return (
        "a window without a scene answers the application (an assumption for apps without scenes)",
        ["1.7"]
      )
    default:
      return ("a window without a scene or application: the chain ends", ["1.7"])
    }
  }

  private func reason(view: UIView, next: UIResponder?) -> (String, [String]) {
    if let controller = next as? UIViewController, controller.viewIfLoaded === view {
      return (
        "a controller's root view answers its controller", ["1.2"]
      )
    }
    guard let superview = next as? UIView else {
      return ("no superview and no controller: the chain ends", ["1.2"])
    }
    var rules = ["1.2"]
    var reason = "its superview"
    let grandparent = superview.superview
    switch superview {
    case is UITransitionView where grandparent is UIWindow:
      reason +=
        ", the transition view UIKit puts under the window for the root and each presentation"
      rules += ["1.6", "3.12"]
    case is UIDropShadowView where grandparent?.superview is UIWindow && view.next === superview:
      if let root = (grandparent?.superview as? UIWindow)?.rootViewController?.viewIfLoaded,
        root.superview === superview
      {
        reason += ", the drop-shadow wrapper around the root controller's view"
        rules.append("1.6")
      } else {
        reason += ", the sheet's drop-shadow view"
        rules.append("3.12")
      }
    case is UIViewControllerWrapperView, is UINavigationTransitionView, is UILayoutContainerView,
      is UITransitionView:
      reason += ", a private view of the container controller"
      rules.append("1.9b")
    default:
      break
    }
    return (reason, rules)
  }

  private func reason(controller: UIViewController, next: UIResponder?) -> (String, [String]) {
    if controller.simulation.assumptions.viewControllerNextRule == .crossScene {
      return ("the cross-scene branch is switched on", ["1.5"])
    }
    if let override = controller.nextResponderOverride, override === next {
      return ("a private next-responder override is set", ["1.4 step 1"])
    }
    if let presenter = controller.presentingParent, presenter === next {
      return (
        "presented: the presenting controller",
        ["1.4 step 2"]
      )
    }
    if let presented = controller.presentedChild, next is UIView {
      let ownView = controller.viewIfLoaded
      let inside =
        ownView.flatMap { own in presented.viewIfLoaded?.isDescendant(of: own) } ?? false
      if ownView?.window == nil || !inside {
        var reason =
          "presenting, and the presented view is not inside its own: the superview of the presented controller's view"
        if next === ownView?.superview {
          reason += " (here also its own view's superview, as the presented view sits beside it)"
        }
        return (reason, ["1.4 step 3", "1.9c"])
      }
    }
    if let superview = next as? UIView {
      var reason =
        controller.presentedChild == nil
        ? "the superview of its view"
        : "presenting inside its own view: the superview of its view"
      var rules = ["1.4 step 4"]
      if superview is UIDropShadowView || superview is UITransitionView {
        reason += ", a private wrapper: no special case for the window's root"
        rules.append("1.6")
      } else if superview is UIViewControllerWrapperView {
        reason += ", the container's wrapper view"
        rules.append("1.9b")
      }
      return (reason, rules)
    }
    return (
      "its view is not loaded or has no superview: the chain ends", ["1.4 step 4"]
    )
  }
}
