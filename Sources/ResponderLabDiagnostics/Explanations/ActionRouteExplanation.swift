public import SimUIKit

/// Where a nil-targeted action would go and why: where the search starts, every responder it meets
/// with what each decided, and the target, citing FIDELITY section 11.
@MainActor
public struct ActionRouteExplanation {
  /// One line of the explanation, with the facts it rests on.
  public struct Line: Hashable, Sendable {
    /// The responder the line is about, by its stable name, if any.
    public let responder: String?
    /// What happened there, in words.
    public let text: String
    /// The FIDELITY facts, such as `["11.12"]`.
    public let rules: [String]
  }

  /// The outcome of the search.
  public struct Route {
    /// How the search started.
    public let start: Line
    /// One line per responder met, in order.
    public let hops: [Line]
    /// The conclusion: the target, or why there is none.
    public let conclusion: Line
    /// The responder that would perform the action, if any.
    public let target: UIResponder?
  }

  /// Creates an explainer.
  public init() {}

  /// Explains `action` sent with a nil target from `sender` in `application`'s key window, without
  /// sending it.
  public func route(of action: Selector, from sender: UIResponder?, in application: UIApplication)
    -> Route
  {
    let (start, search) = application.routeAction(action, from: sender)
    guard let start else {
      let text =
        sender == nil
        ? "the key window has no first responder and there is no sender: nothing receives \(action)"
        : "the key window has no first responder, and the search does not start at the sender (assumption actionStartWithoutFirstResponder)"
      let line = Line(responder: nil, text: text, rules: ["11.9"])
      return Route(start: line, hops: [], conclusion: line, target: nil)
    }
    let isFirst =
      application.keyWindow.map { start.isFirstResponder && start.firstResponderWindow === $0 }
      ?? false
    let startLine =
      isFirst
      ? Line(
        responder: start.objectName.description,
        text: "the key window's first responder: the search starts here", rules: ["11.1", "11.8"])
      : Line(
        responder: start.objectName.description,
        text: "no first responder: the search starts at the sender", rules: ["11.9"])
    let hops = search.hops.map { hop in
      Line(responder: hop.responder, text: Self.words(hop.verdict), rules: Self.rules(hop.verdict))
    }
    let target = search.target as? UIResponder
    let conclusion: Line
    if let target {
      let method =
        target.responds(to: action)
        ? "runs its listed method"
        : "accepts it through canPerformAction but lists no method: ResponderLab warns"
      conclusion = Line(
        responder: target.objectName.description,
        text: "receives \(action) and \(method)", rules: ["11.8"])
    } else {
      conclusion = Line(
        responder: nil,
        text:
          "sendAction returns false: no responder on the chain can perform \(action), and a menu command for it is disabled",
        rules: ["11.8", "11.12"])
    }
    return Route(start: startLine, hops: hops, conclusion: conclusion, target: target)
  }

  private static func words(_ verdict: ActionSearchHop.Verdict) -> String {
    switch verdict {
    case .chosen: "can perform it: chosen"
    case .cannotPerform: "skipped: canPerformAction(_:withSender:) answers false"
    case .redirected(let target): "target(forAction:withSender:) redirects to \(target)"
    case .redirectRefused(let target):
      "its target(forAction:withSender:) names \(target), which cannot perform it: the walk goes on"
    case .skippedWhilePresenting:
      "skipped: presenting modally with performsActionsWhilePresentingModally false"
    case .alreadyVisited: "already visited: the search stops"
    }
  }

  private static func rules(_ verdict: ActionSearchHop.Verdict) -> [String] {
    switch verdict {
    case .chosen, .redirected, .redirectRefused, .alreadyVisited: ["11.11"]
    case .cannotPerform: ["11.12"]
    case .skippedWhilePresenting: ["11.13"]
    }
  }
}
